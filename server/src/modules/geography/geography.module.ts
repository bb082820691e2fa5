/** The geography module: wilayas and communes (with the 2019 and later reforms), read-only to the apps. */
import { defineModule } from '../manifest';
import { Commune } from './commune.entity';
import { CommuneDivision } from './commune-division.entity';
import { CommuneResolver, WilayaResolver } from './geography.resolver';
import { GeographyService } from './geography.service';
import { utilisCommuneRoutes } from './rest/utilis-communes.route';
import { Wilaya } from './wilaya.entity';

export const geographyModule = defineModule({
  name: 'geography',
  entities: [Wilaya, Commune, CommuneDivision],
  resolvers: [WilayaResolver, CommuneResolver],
  views: ['geography.wilaya', 'geography.commune', 'geography.commune_division'],
  needs: [],
  build() {
    const geography = new GeographyService();
    return {
      provides: { geography },
      resolvers: [new WilayaResolver(geography), new CommuneResolver(geography)],
      routes: utilisCommuneRoutes(geography),
    };
  },
});
