/** The media module: serves stored images under /media/ (the storage itself is chosen by app.ts). */
import { defineModule } from '../manifest';
import { mediaRoutes } from './media.route';

export const mediaModule = defineModule({
  name: 'media',
  entities: [],
  resolvers: [],
  needs: ['storage'],
  build({ storage }) {
    return { provides: {}, resolvers: [], routes: mediaRoutes({ storage }) };
  },
});
