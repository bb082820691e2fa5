/**
 * The content module: menus, pages made of blocks, CMS pages, blog and theme, edited by staff
 * (CONTENT) and read by the storefront. Its writes move the catalogue revision, which the storefront
 * caches (its own and the catalogue's) are keyed by.
 */
import { defineModule } from '../manifest';
import { BlogCategory } from './blog/blog-category.entity';
import { BlogEditingService } from './blog/blog-editing.service';
import { BlogPost } from './blog/blog-post.entity';
import { BlogPostCategory } from './blog/blog-post-category.entity';
import { BlogReads } from './blog/blog-reads.service';
import { BlogResolver } from './blog/blog.resolver';
import { CmsPage } from './cms/cms-page.entity';
import { CmsResolver } from './cms/cms.resolver';
import { CmsService } from './cms/cms.service';
import { ContentImage } from './images/content-image.entity';
import { ContentImageService } from './images/content-image.service';
import { ContentMenu } from './menus/content-menu.entity';
import { ContentMenuItem } from './menus/content-menu-item.entity';
import { MenuReferences } from './menus/menu-references.service';
import { MenuResolver } from './menus/menu.resolver';
import { MenuService } from './menus/menu.service';
import { BlockService } from './pages/block.service';
import { ContentBlock } from './pages/content-block.entity';
import { ContentPage } from './pages/content-page.entity';
import { PageResolver } from './pages/page.resolver';
import { PageService } from './pages/page.service';
import { contentImageRoutes } from './rest/content-images.route';
import { menuReferenceRoutes } from './rest/menu-references.route';
import { themeCssRoutes } from './rest/theme-css.route';
import { ContentHeads } from './storefront/content-heads';
import { StorefrontContentResolver } from './storefront/storefront-content.resolver';
import { StorefrontContent } from './storefront/storefront-content.service';
import { ContentTheme } from './theme/content-theme.entity';
import { ThemeResolver } from './theme/theme.resolver';
import { ThemeService } from './theme/theme.service';

export const contentModule = defineModule({
  name: 'content',
  entities: [
    ContentMenu,
    ContentMenuItem,
    ContentPage,
    ContentBlock,
    CmsPage,
    BlogCategory,
    BlogPost,
    BlogPostCategory,
    ContentTheme,
    ContentImage,
  ],
  resolvers: [
    MenuResolver,
    PageResolver,
    CmsResolver,
    BlogResolver,
    ThemeResolver,
    StorefrontContentResolver,
  ],
  needs: ['catalogue', 'storage', 'shop', 'pricing'],
  build({ catalogue, storage, shop, pricing }) {
    const theme = new ThemeService(catalogue);
    const cms = new CmsService(catalogue);
    const blogReads = new BlogReads();
    const storefront = new StorefrontContent(catalogue, pricing);
    return {
      provides: { contentHeads: new ContentHeads(storefront, blogReads, cms) },
      resolvers: [
        new MenuResolver(new MenuService(catalogue)),
        new PageResolver(new PageService(catalogue), new BlockService(catalogue)),
        new CmsResolver(cms, shop),
        new BlogResolver(new BlogEditingService(catalogue), blogReads, shop),
        new ThemeResolver(theme, shop),
        new StorefrontContentResolver(storefront, shop),
      ],
      routes: [
        ...menuReferenceRoutes({ references: new MenuReferences(), shops: shop }),
        ...contentImageRoutes({ images: new ContentImageService(storage) }),
        ...themeCssRoutes({ theme, shops: shop }),
      ],
    };
  },
});
