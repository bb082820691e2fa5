import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, Route, Routes } from 'react-router';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import { routePatterns } from '../../app/paths';
import { renderWithApp } from '../../test/render-with-app';
import { HomePage } from './HomePage';
import { LandingPage } from './LandingPage';
import {
  bannerImage,
  blockOf,
  composedBlocks,
  homeAnswer,
  menuHandlers,
  promotionsAnswer,
} from './home.mocks';
import type { LeadBannerHint } from '@tijara/schema';
import { LEAD_HINT_ELEMENT_ID } from '@tijara/schema';

afterEach(() => document.getElementById(LEAD_HINT_ELEMENT_ID)?.remove());

/** The hint the server writes for a page opening with `block` (server content-heads.ts). */
function hintOf(path: string, block: ContentBlockFieldsFragment): LeadBannerHint {
  const image = block.images?.[0];
  if (!image) throw new Error('A lead banner has a picture');
  return {
    path,
    blockId: block.id,
    type: block.type,
    title: block.publicTitle,
    showTitle: block.showTitle,
    link: block.link,
    size: block.size,
    bgColor: block.bgColor,
    wrapperCssClass: block.wrapperCssClass,
    containerClass: block.containerClass,
    image: {
      url: image.url,
      srcset: `${image.gridUrl} 480w, ${image.url} ${image.width}w`,
      sizes: '(min-width: 1280px) 1248px, 100vw',
      width: image.width,
      height: image.height,
      alt: image.alt,
      link: image.link,
    },
  };
}

function serve(hint: LeadBannerHint | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = LEAD_HINT_ELEMENT_ID;
  script.textContent = typeof hint === 'string' ? hint : JSON.stringify(hint);
  document.head.append(script);
}

/** An answer held until the test releases it. */
function held<T>(value: T) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await released;
      return value;
    },
    release: () => act(async () => release()),
  };
}

/** The classes of an element and its ancestors up to the page (`.home`): where it sits in the layout. */
function layoutOf(element: Element): string[] {
  const classes: string[] = [];
  for (let at: Element | null = element; at && !at.classList.contains('home'); at = at.parentElement) {
    classes.push(`${at.tagName.toLowerCase()}.${[...at.classList].join('.')}`);
  }
  return classes;
}

const IMG_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'fetchpriority', 'loading'];
const attributesOf = (img: Element) => IMG_ATTRIBUTES.map((name) => img.getAttribute(name));

const [carousel] = composedBlocks;
if (!carousel) throw new Error('The composed home opens with a banner carousel');

describe('a home served with its lead banner’s hint', () => {
  it('draws that banner before its answer, in the place and with the <img> the answer draws, then the blocks', async () => {
    serve(hintOf('/', carousel));
    const answer = held(homeAnswer(composedBlocks));
    renderWithApp(<HomePage />, {
      graphql: {
        ...menuHandlers,
        StorefrontHome: answer.handler,
        HomePromotions: () => promotionsAnswer([]),
      },
    });
    const hinted = screen.getByRole('img', { name: 'Bannière ete' });
    expect(screen.getByRole('link', { name: 'Bannière ete' })).toHaveAttribute('href', '/catalog/featured');
    const hintedLayout = layoutOf(hinted);
    const hintedAttributes = attributesOf(hinted);
    expect(hintedAttributes).toContain('high');
    // The waiting box follows it: what comes below the banner does not move the banner.
    expect(document.querySelector('.home-blocks > .home-module--waiting-page')).toBeInTheDocument();
    expect(document.getElementById(LEAD_HINT_ELEMENT_ID)).not.toBeInTheDocument();

    await answer.release();
    const banners = await screen.findByRole('region', { name: 'À découvrir' });
    expect(banners).toHaveAttribute('aria-roledescription');
    const drawn = within(banners).getByRole('img', { name: 'Bannière ete' });
    expect(drawn).not.toBe(hinted);
    expect([layoutOf(drawn), attributesOf(drawn)]).toEqual([hintedLayout, hintedAttributes]);
    expect(hinted).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Bannière ete' })).toHaveLength(1);
    expect(document.querySelector('.home-module--waiting-page')).not.toBeInTheDocument();
  });

  it('draws a single banner’s frame and heading as the banner block will', async () => {
    const banner = blockOf(9, 'banner', {
      publicTitle: 'Ramadan',
      size: 'half',
      images: [bannerImage('ramadan')],
    });
    serve(hintOf('/', banner));
    const answer = held(homeAnswer([banner]));
    renderWithApp(<HomePage />, {
      graphql: {
        ...menuHandlers,
        StorefrontHome: answer.handler,
        HomePromotions: () => promotionsAnswer([]),
      },
    });
    const hinted = screen.getByRole('img', { name: 'Bannière ramadan' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ramadan' })).toBeInTheDocument();
    const hintedLayout = layoutOf(hinted);
    await answer.release();
    await waitFor(() => expect(hinted).not.toBeInTheDocument());
    const drawn = await screen.findByRole('img', { name: 'Bannière ramadan' });
    expect(layoutOf(drawn)).toEqual(hintedLayout);
  });

  it('draws it even when the page’s first render is thrown away while something in it loads', async () => {
    serve(hintOf('/', carousel));
    const answer = held(homeAnswer(composedBlocks));
    const texts = held('loaded');
    const textsLoaded = texts.handler();
    function Loading() {
      use(textsLoaded);
      return null;
    }
    renderWithApp(
      <Suspense fallback={null}>
        <HomePage />
        <Loading />
      </Suspense>,
      {
        graphql: {
          ...menuHandlers,
          StorefrontHome: answer.handler,
          HomePromotions: () => promotionsAnswer([]),
        },
      },
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await texts.release();
    expect(await screen.findByRole('img', { name: 'Bannière ete' })).toBeInTheDocument();
    expect(document.querySelector('.home-module--waiting-page')).toBeInTheDocument();
    await answer.release();
    expect(await screen.findByRole('region', { name: 'À découvrir' })).toHaveAttribute(
      'aria-roledescription',
    );
  });

  it('ignores a hint made for another path, or one that does not parse', async () => {
    for (const hint of [
      hintOf('/landing/ramadan', carousel),
      '{"path":"/","image":',
      JSON.stringify({ path: '/' }),
    ]) {
      serve(hint);
      const answer = held(homeAnswer(composedBlocks));
      const { unmount } = renderWithApp(<HomePage />, {
        graphql: {
          ...menuHandlers,
          StorefrontHome: answer.handler,
          HomePromotions: () => promotionsAnswer([]),
        },
      });
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(document.querySelector('.home-module--waiting-page')).toBeInTheDocument();
      expect(document.getElementById(LEAD_HINT_ELEMENT_ID)).not.toBeInTheDocument();
      await answer.release();
      expect(await screen.findByRole('img', { name: 'Bannière ete' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('a landing page served with its lead banner’s hint', () => {
  const banner = blockOf(2, 'banner', { images: [bannerImage('ramadan', '/catalog/featured')] });
  const landing = { storefrontPage: { id: 7, slug: 'ramadan', title: 'Ramadan Karim', blocks: [banner] } };
  const other = { storefrontPage: { id: 8, slug: 'rentree', title: 'Rentrée', blocks: [banner] } };

  it('draws it before the answer, and never again once the shopper has moved on', async () => {
    serve(hintOf('/landing/ramadan', banner));
    const first = held(landing);
    const second = held(other);
    renderWithApp(
      <>
        <Link to="/landing/rentree">Rentrée</Link>
        <Routes>
          <Route path={routePatterns.landing} element={<LandingPage />} />
        </Routes>
      </>,
      {
        route: '/landing/ramadan',
        graphql: {
          HomePromotions: () => promotionsAnswer([]),
          StorefrontLanding: (variables) => (variables.slug === 'ramadan' ? first : second).handler(),
        },
      },
    );
    expect(screen.getByRole('img', { name: 'Bannière ramadan' })).toBeInTheDocument();
    await first.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramadan Karim' })).toBeInTheDocument();
    // Another landing page reached in the app waits for its own answer: the hint was this page's.
    await act(async () => screen.getByRole('link', { name: 'Rentrée' }).click());
    expect(screen.queryByRole('img', { name: 'Bannière ramadan' })).not.toBeInTheDocument();
    await second.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentrée' })).toBeInTheDocument();
  });
});
