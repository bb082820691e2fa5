/**
 * The banner_carousel module: pictures one at a time, each its own link, the next every 3 seconds
 * (Rotator: held on hover, focus, pause and reduced motion). The first picture of the page's first
 * block is its lead image. Nothing without a picture.
 */
import { useIntl } from 'react-intl';
import { carouselMessages } from '../carousel';
import { BannerPicture } from './BannerPicture';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { Rotator } from './Rotator';
import { messages } from './messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

export function BannerCarousel(module: HomeModuleData) {
  const intl = useIntl();
  const images = limited(module.content?.images, module.number);
  if (images.length === 0) return null;
  const label = module.publicTitle || intl.formatMessage(messages.highlights);
  return (
    <ModuleFrame fields={module}>
      <Rotator
        className="home-banner"
        label={label}
        header={<ModuleHeading {...module} />}
        texts={{
          previous: intl.formatMessage(messages.slidePrevious),
          next: intl.formatMessage(messages.slideNext),
          pause: intl.formatMessage(carouselMessages.pause),
          play: intl.formatMessage(carouselMessages.play),
        }}
        slides={images.map((image, position) => ({
          key: `${position}:${image.url}`,
          content: (
            <BannerPicture image={image} lead={module.priority === true && position === 0} name={label} />
          ),
        }))}
      />
    </ModuleFrame>
  );
}
