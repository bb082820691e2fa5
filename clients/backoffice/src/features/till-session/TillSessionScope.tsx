/**
 * The feature's texts around each of its exported pieces: the till (features/till) draws them inside
 * its own screen, whose scope does not know them.
 */
import type { ReactNode } from 'react';
import { CatalogueScope } from '@tijara/shared';
import { tillSessionTexts } from './texts';
import './till-session.css';

export function TillSessionScope({ children }: { children: ReactNode }) {
  return <CatalogueScope catalogue={tillSessionTexts}>{children}</CatalogueScope>;
}
