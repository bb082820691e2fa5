/**
 * A composed page's lead banner drawn from the served page's hint (lead-hint.ts) while the page's
 * answer is awaited: the block's frame, heading and first slide exactly as Banner and BannerCarousel
 * draw them (the same classes, so the same box, and the same <img>: the real one reuses its
 * download and decoded picture), then the waiting box, so nothing below moves when the blocks come.
 */
import { useIntl } from 'react-intl';
import type { LeadBannerHint } from '@tijara/schema';
import { BannerPicture } from './BannerPicture';
import { PageWaiting } from './ComposedPage';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';

export function LeadHintBlocks({ hint }: { readonly hint: LeadBannerHint }) {
  const intl = useIntl();
  const fields = { ...hint, publicTitle: hint.title };
  const name = hint.title || intl.formatMessage(messages.highlights);
  const picture = <BannerPicture image={hint.image} lead name={name} />;
  return (
    <div className="home-blocks">
      {hint.type === 'banner' ? (
        <ModuleFrame fields={fields} className="home-single-banner">
          <ModuleHeading {...fields} />
          <div className="home-banner__slides home-banner__slides--single">{picture}</div>
        </ModuleFrame>
      ) : (
        <ModuleFrame fields={fields}>
          <section className="home-rotator home-banner" aria-label={name}>
            <ModuleHeading {...fields} />
            <div className="home-banner__slides">
              <div className="home-banner__slide" data-shown>
                {picture}
              </div>
            </div>
            {/* The carousel's buttons row, whose height is kept whatever it holds. */}
            <div className="home-rotator__controls" />
          </section>
        </ModuleFrame>
      )}
      <PageWaiting />
    </div>
  );
}
