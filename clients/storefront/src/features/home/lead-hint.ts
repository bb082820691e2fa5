/**
 * The hint the server writes into the served page of a composed page opening with a banner
 * (`<script type="application/json" id="tijara-lead">`, server content-heads.ts): that banner's
 * frame and first picture, so the page draws it at its first paint instead of after its answer,
 * which brings every block with its products. Taken once (the element is removed), for the path it
 * was made for only: a later navigation, even back to that path, waits for its answer as before.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LEAD_HINT_ELEMENT_ID } from '@tijara/schema';
import type { LeadBannerHint } from '@tijara/schema';

/** The hint the page was served with, until the page has had its answer (null: none, or done). */
let served: LeadBannerHint | null = null;

/**
 * The served page's hint, read the first time it is asked for (the element is then removed, so it
 * is read once); null when malformed.
 */
function servedHint(): LeadBannerHint | null {
  const element = document.getElementById(LEAD_HINT_ELEMENT_ID);
  if (!element) return served;
  element.remove();
  try {
    const hint = JSON.parse(element.textContent ?? '') as Partial<LeadBannerHint> | null;
    const image = hint?.image;
    // Only what drawing needs: the rest is drawn as any block's fields are (ModuleFrame checks them).
    served =
      typeof hint?.path === 'string' &&
      [image?.url, image?.srcset, image?.sizes].every((text) => typeof text === 'string')
        ? (hint as LeadBannerHint)
        : null;
  } catch {
    served = null;
  }
  return served;
}

/**
 * The hint to draw while `waiting` for the page's answer: the one the page was served with, while
 * the page has not had its answer yet and is still at that path. Kept outside the component: a
 * first render that suspends (the page's texts) is thrown away with its state.
 */
export function useLeadHint(waiting: boolean): LeadBannerHint | null {
  const { pathname } = useLocation();
  const hint = servedHint();
  const drawn = waiting && hint?.path === pathname;
  useEffect(() => {
    // Once the page has had its answer, or another page is shown, it is never drawn again.
    if (!drawn) served = null;
  }, [drawn]);
  return drawn ? hint : null;
}
