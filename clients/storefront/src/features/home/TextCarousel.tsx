/**
 * The text_carousel module: short HTML texts (an announcement, a promise, a testimonial) one at a
 * time, moving up to the next every 3 seconds (Rotator, vertical in home.css), held on hover, focus,
 * pause and reduced motion. Nothing when it has no text.
 */
import { useIntl } from 'react-intl';
import { carouselMessages } from '../carousel';
import { RichText } from '../rich-text';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { Rotator } from './Rotator';
import { laterMessages } from './later-messages';
import { messages } from './messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

export function TextCarousel(module: HomeModuleData) {
  const intl = useIntl();
  const items = limited(
    (module.content?.items ?? []).filter((item) => item.trim() !== ''),
    module.number,
  );
  if (items.length === 0) return null;
  return (
    <ModuleFrame fields={module}>
      <Rotator
        className="home-texts"
        label={module.publicTitle || intl.formatMessage(laterMessages.announcements)}
        header={<ModuleHeading {...module} />}
        texts={{
          previous: intl.formatMessage(messages.slidePrevious),
          next: intl.formatMessage(messages.slideNext),
          pause: intl.formatMessage(carouselMessages.pause),
          play: intl.formatMessage(carouselMessages.play),
        }}
        slides={items.map((item, position) => ({
          key: position,
          content: <RichText html={item} />,
        }))}
      />
    </ModuleFrame>
  );
}
