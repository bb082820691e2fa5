/** Transporters: delivery companies, the communes they serve and their prices. Only public face. */
import { Transporter } from './transporter.entity';
import { TransporterResolver } from './transporter.resolver';
import { TransporterCommune } from './transporter-commune.entity';

export { Transporter, TransporterCommune, TransporterResolver };
export { TransportersService } from './transporters.service';
export type { TransporterOffer } from './transporter-offer';
export { transportersModule } from './transporters.module';
