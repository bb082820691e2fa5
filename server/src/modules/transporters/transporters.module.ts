/** The transporters module: carriers, the communes they serve and their price there. */
import { defineModule } from '../manifest';
import { utilisTransportRoutes } from './rest/utilis-transport.route';
import { Transporter } from './transporter.entity';
import { TransporterCommune } from './transporter-commune.entity';
import { TransporterResolver } from './transporter.resolver';
import { TransportersService } from './transporters.service';

export const transportersModule = defineModule({
  name: 'transporters',
  entities: [Transporter, TransporterCommune],
  resolvers: [TransporterResolver],
  views: ['transporters.transporter', 'transporters.transporter_commune'],
  needs: ['geography'],
  build({ geography }) {
    const transporters = new TransportersService(geography);
    return {
      provides: {},
      resolvers: [new TransporterResolver(transporters)],
      routes: utilisTransportRoutes(transporters),
    };
  },
});
