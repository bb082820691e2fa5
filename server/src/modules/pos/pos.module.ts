/**
 * The pos module: the tills registered in each shop (the warehouse each sells from) and the
 * cashiers' sessions they send, with the server's figures of the sales synced under them. Sales
 * themselves are orders (the orders module's syncOrders), which reads the tills' warehouses through
 * the `pos.pos_device` view.
 */
import { defineModule } from '../manifest';
import { PosDevice } from './devices/pos-device.entity';
import { PosDeviceResolver } from './devices/pos-device.resolver';
import { PosDeviceService } from './devices/pos-device.service';
import { PosSession } from './sessions/pos-session.entity';
import { PosSessionResolver } from './sessions/pos-session.resolver';
import { PosSessionService } from './sessions/pos-session.service';

export const posModule = defineModule({
  name: 'pos',
  entities: [PosDevice, PosSession],
  resolvers: [PosDeviceResolver, PosSessionResolver],
  views: ['pos.pos_device'],
  needs: [],
  build() {
    return {
      provides: {},
      resolvers: [
        new PosDeviceResolver(new PosDeviceService()),
        new PosSessionResolver(new PosSessionService()),
      ],
      routes: [],
    };
  },
});
