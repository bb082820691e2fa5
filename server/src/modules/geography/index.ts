/** Geography: wilayas, communes and the dated divisions between them. The module's only public face. */
import { Commune } from './commune.entity';
import { CommuneDivision } from './commune-division.entity';
import { CommuneResolver, WilayaResolver } from './geography.resolver';
import { Wilaya } from './wilaya.entity';

export { Commune, CommuneDivision, CommuneResolver, Wilaya, WilayaResolver };
export { GeographyService } from './geography.service';
export type { ListOptions } from './geography.service';
export { applyReformDate } from './reform';
export type { CommuneMove, WilayaReform } from './reform';
export { geographyModule } from './geography.module';
