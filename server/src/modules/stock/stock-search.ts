/** The stock screens search as every staff search does: case- and accent-insensitive (core/folded-search.ts). */
export { foldedSql, foldText, searchPattern } from '../../core/folded-search';
