/**
 * The one catalogue test of an app, called once by its app/i18n/catalogues.test.ts. It walks the
 * app's features/ folders, so a new feature is covered without being listed here: a folder with a
 * *messages.ts must be registered in app/i18n, its texts complete in fr, en and ar, valid ICU, and
 * its ids named after it. It also checks the shared catalogues the screens use are registered and
 * that no French text is written twice unless listed on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalogues } from '../i18n/catalogue';
import { catalogueProblems, duplicateTexts } from '../i18n/catalogue-check';
import { commonCatalogue, errorCatalogue, sharedCatalogue, syncCatalogue } from '../i18n/shared-catalogues';

export interface AppCatalogueSuite {
  /** The app's src folder. */
  readonly srcDir: string;
  /** Each feature's catalogue, by the name of its folder under src/features. */
  readonly features: Readonly<Record<string, Catalogues>>;
  /** What the app gives I18nProvider. */
  readonly catalogues: Catalogues;
  /** French texts written under several ids on purpose: text -> why they are not one message. */
  readonly allowedDuplicates: Readonly<Record<string, string>>;
}

/** A feature's ids start with its folder's name in camelCase: customer-segments -> customerSegments. */
export function idPrefixOf(folder: string): string {
  return `${folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}.`;
}

const MESSAGES_FILE = /messages\.ts$/;

function messageFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((file) => MESSAGES_FILE.test(file));
}

function foldersWithTexts(featuresDir: string): string[] {
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && messageFiles(path.join(featuresDir, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/** The ids of every defineMessages group a messages file exports. */
async function idsOfFile(file: string): Promise<string[]> {
  const exported = (await import(file)) as Record<string, unknown>;
  return Object.values(exported)
    .filter((value): value is Record<string, { id?: unknown }> => typeof value === 'object' && value !== null)
    .flatMap((group) => Object.values(group).map((descriptor) => descriptor.id))
    .filter((id): id is string => typeof id === 'string');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The shared catalogues an app registers itself, and the imports that mean its screens use one. */
const OPT_IN = [
  { name: 'commonCatalogue', catalogue: commonCatalogue, uses: ['commonMessages'] },
  {
    name: 'errorCatalogue',
    catalogue: errorCatalogue,
    uses: ['errorMessages', 'errorMessage', 'refusalMessage', 'messageByCode'],
  },
  { name: 'syncCatalogue', catalogue: syncCatalogue, uses: ['SyncBadge', 'syncMessages'] },
];

/** The names a source file imports from @tijara/shared. */
function sharedImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tijara\/shared'/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  );
}

export function describeAppCatalogues(suite: AppCatalogueSuite): void {
  const featuresDir = path.join(suite.srcDir, 'features');

  it('registers every feature folder that has texts, and only those', () => {
    expect(Object.keys(suite.features).sort()).toEqual(foldersWithTexts(featuresDir));
  });

  describe.each(Object.entries(suite.features))('feature %s', (folder, catalogue) => {
    it('has every French text in en and ar, valid ICU, and nothing else', () => {
      expect(Object.keys(catalogue.fr).length).toBeGreaterThan(0);
      expect(catalogueProblems(catalogue)).toEqual([]);
    });

    it('names its ids after the feature', () => {
      const prefix = idPrefixOf(folder);
      expect(Object.keys(catalogue.fr).filter((id) => !id.startsWith(prefix))).toEqual([]);
    });

    it('catalogues every message group of its folder', async () => {
      const dir = path.join(featuresDir, folder);
      const ids = (
        await Promise.all(messageFiles(dir).map((file) => idsOfFile(path.join(dir, file))))
      ).flat();
      expect(ids.filter((id) => !(id in catalogue.fr))).toEqual([]);
    });
  });

  it('registers the shared catalogues its screens use', () => {
    const imported = new Set(
      sourceFiles(suite.srcDir).flatMap((file) => sharedImports(fs.readFileSync(file, 'utf8'))),
    );
    for (const { name, catalogue, uses } of OPT_IN) {
      if (!uses.some((use) => imported.has(use))) continue;
      const missing = Object.keys(catalogue.fr).filter((id) => !(id in suite.catalogues.fr));
      expect({ [name]: missing }).toEqual({ [name]: [] });
    }
  });

  it('defines each id once', () => {
    const shared = [sharedCatalogue, commonCatalogue, errorCatalogue, syncCatalogue];
    const groups = [...shared, ...Object.values(suite.features)];
    const ids = groups.flatMap((catalogue) => Object.keys(catalogue.fr));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('is complete as a whole', () => {
    expect(catalogueProblems(suite.catalogues)).toEqual([]);
  });

  it('writes each French text once, but for the listed exceptions', () => {
    const duplicates = duplicateTexts({ ...sharedCatalogue.fr, ...suite.catalogues.fr });
    expect(Object.keys(duplicates).sort()).toEqual(Object.keys(suite.allowedDuplicates).sort());
  });
}
