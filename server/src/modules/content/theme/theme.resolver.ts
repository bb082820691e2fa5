/** GraphQL face of the theme: staff editing (CONTENT, in the shop) and the storefront's public read. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { ThemeVariablesInput, ThemeVariablesResult } from './theme.results';
import type { ThemeService } from './theme.service';

@Resolver()
export class ThemeResolver {
  constructor(
    private readonly themes: ThemeService,
    private readonly shops: ShopService,
  ) {}

  @RequirePermission(Permission.CONTENT)
  @Query(() => ThemeVariablesResult)
  themeVariables(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<ThemeVariablesResult> {
    return this.themes.variables(ctx, shopUuid);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ThemeVariablesResult, {
    description:
      'A value that is not #rgb or #rrggbb is BAD_USER_INPUT on its field (content.theme_color_invalid).',
  })
  saveThemeVariables(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('input', () => ThemeVariablesInput) input: ThemeVariablesInput,
  ): Promise<ThemeVariablesResult> {
    return this.themes.save(ctx, shopUuid, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ThemeVariablesResult, { description: 'Every variable back to the spec default.' })
  resetThemeVariables(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<ThemeVariablesResult> {
    return this.themes.reset(ctx, shopUuid);
  }

  @Public()
  @Query(() => ThemeVariablesResult, { description: 'The shop’s ten theme variables, defaults filled in.' })
  async theme(@Ctx() ctx: RequestContext): Promise<ThemeVariablesResult> {
    return this.themes.shownValues(ctx, await this.shops.defaultShopUuid(ctx));
  }
}
