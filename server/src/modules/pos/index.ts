/**
 * POS: the tills registered in each shop and the cashiers' sessions they send (devices/,
 * sessions/). The sales are the orders module's; syncOrders reads a till's warehouse through the
 * published `pos.pos_device` view.
 */
import { PosDevice } from './devices/pos-device.entity';
import { PosSession } from './sessions/pos-session.entity';

export { PosDevice, PosSession };
export { PosDeviceResolver } from './devices/pos-device.resolver';
export { PosDeviceService } from './devices/pos-device.service';
export { PosDeviceView } from './devices/pos-device.results';
export { PosSessionResolver } from './sessions/pos-session.resolver';
export { PosSessionService } from './sessions/pos-session.service';
export { PosSessionCashier, PosSessionStatus, PosSessionView } from './sessions/pos-session.results';
export { PosMessageKey } from './pos-problems';
export { posModule } from './pos.module';
