/**
 * A shop's theme: the ten colour variables, each the value staff wrote or the spec's default. Staff
 * read and change them (CONTENT, in the shop: the person composing the home picks its colours); the
 * storefront reads them as GraphQL and as the `:root{...}` stylesheet `/theme.css`, both cached until
 * the catalogue revision moves (every content write moves it), so a change shows on the next load.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey, THEME_DEFAULTS, THEME_VARIABLES, isThemeColor, themeCss } from '@tijara/schema';
import type { ThemeValues, ThemeVariableName } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { RevisionCache } from '../../catalog';
import { contentShop } from '../content-access';
import { ContentProblems } from '../content-problems';
import { firstRow } from '../content-sql';
import { writeContent } from '../content-write';
import type { ThemeVariablesInput } from './theme.results';

export interface ThemeSheet {
  readonly css: string;
  /** Weak: the bytes may be compressed on the way. */
  readonly etag: string;
}

async function storedValues(em: EntityManager, shopUuid: string): Promise<ThemeValues> {
  const row = await firstRow<{ variables: Record<string, string> }>(
    em,
    'select variables from content_theme where shop_uuid = ?',
    [shopUuid],
  );
  const stored = row?.variables ?? {};
  const values = { ...THEME_DEFAULTS } as Record<ThemeVariableName, string>;
  for (const { name } of THEME_VARIABLES) {
    const value = stored[name];
    if (value !== undefined && isThemeColor(value)) values[name] = value;
  }
  return values;
}

export function sheetOf(values: ThemeValues): ThemeSheet {
  const css = themeCss(values);
  return { css, etag: `W/"${createHash('sha256').update(css).digest('hex').slice(0, 32)}"` };
}

export class ThemeService {
  private readonly cache = new RevisionCache<ThemeValues>({ maxEntries: 64, maxWeight: 64, weigh: () => 1 });

  constructor(private readonly catalogue: CatalogueChanges) {
    catalogue.onChange(() => this.cache.clear());
  }

  async variables(ctx: RequestContext, shopUuid: string): Promise<ThemeValues> {
    return storedValues(ctx.em, await contentShop(ctx, ctx.em, shopUuid));
  }

  /** The storefront's read: no access check, cached per catalogue revision. */
  shownValues(ctx: RequestContext, shopUuid: string): Promise<ThemeValues> {
    return this.cache.getOrBuild(shopUuid, this.catalogue.revision, () => storedValues(ctx.em, shopUuid));
  }

  async save(ctx: RequestContext, shopUuid: string, input: ThemeVariablesInput): Promise<ThemeValues> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const shop = await contentShop(ctx, em, shopUuid);
      const problems = new ContentProblems();
      const current = await storedValues(em, shop);
      const next = { ...current } as Record<ThemeVariableName, string>;
      for (const { name, defaultValue } of THEME_VARIABLES) {
        const typed = input[name];
        if (typed === undefined || typed === null) continue;
        const value = typed.trim();
        if (value === '') next[name] = defaultValue;
        else if (isThemeColor(value)) next[name] = value;
        else problems.add(name, ContentMessageKey.THEME_COLOR_INVALID);
      }
      problems.assertNone();
      await this.store(em, shop, next);
      return next;
    });
  }

  async reset(ctx: RequestContext, shopUuid: string): Promise<ThemeValues> {
    return writeContent(ctx, this.catalogue, async (em) => {
      await this.store(em, await contentShop(ctx, em, shopUuid), THEME_DEFAULTS);
      return THEME_DEFAULTS;
    });
  }

  private async store(em: EntityManager, shopUuid: string, values: ThemeValues): Promise<void> {
    await em.execute(
      `insert into content_theme (shop_uuid, variables) values (?, ?::jsonb)
        on conflict (shop_uuid) do update set variables = excluded.variables, updated_at = now()`,
      [shopUuid, JSON.stringify(values)],
    );
  }
}
