/**
 * Receipts as the till prints them. window.print() returns at once in headless Chromium, before a
 * test could ask for a PDF, so a context keeps the page's DOM at each call (the receipt's portal
 * and its @page size are in it), then calls the real print. Each copy is opened again, scripts left
 * out, in a context with no service worker, at the same origin (the app's stylesheets load): printed
 * to PDF on the paper the till chose (preferCSSPageSize), drawn to PNG under the print media at the
 * paper's width, and measured under the print media (what shows, its width, anything overflowing).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const RECEIPTS_DIR = '/tmp/shots/receipts';
/** CSS pixels per millimetre (96 px to the inch), as ThermalPrint lays out the paper. */
const PX_PER_MM = 96 / 25.4;

/** From now on, every window.print() of the context's pages keeps the page as it was printed. */
export async function keepPrintedPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const printed: string[] = [];
    const print = window.print.bind(window);
    Object.defineProperty(window, '__printed', { value: printed });
    window.print = () => {
      printed.push(document.documentElement.outerHTML);
      print();
    };
  });
}

/** The page as the next window.print() (after `seen` earlier ones) saw it. */
export async function nextPrintedPage(page: Page, seen: number): Promise<string> {
  const handle = await page.waitForFunction((count) => {
    const printed = (window as unknown as { __printed: string[] }).__printed;
    return printed.length > count ? printed[count] : false;
  }, seen);
  return (await handle.jsonValue()) as string;
}

export interface PrintedReceipt {
  pdfFile: string;
  pngFile: string;
  /** The PDF's pages and the first one's size in points. */
  pages: number;
  widthPt: number;
  heightPt: number;
  /** Under the print media: the body's children shown, the sheet's width in px, its text and direction. */
  shown: string[];
  sheetWidthPx: number;
  overflowing: string[];
  text: string;
  direction: string;
  htmlDir: string;
}

/** The PDF's page count and the first MediaBox, read from its (uncompressed) object dictionaries. */
function pdfPages(pdf: Buffer): { pages: number; widthPt: number; heightPt: number } {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/.exec(text);
  const [x0, y0, x1, y1] = (box?.slice(1) ?? ['0', '0', '0', '0']).map(Number);
  return { pages, widthPt: (x1 ?? 0) - (x0 ?? 0), heightPt: (y1 ?? 0) - (y0 ?? 0) };
}

/** The printed page with its scripts left out: the DOM as it was, styled by the app's own CSS. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|manifest)"[^>]*>/gi, '');
}

export async function renderReceipt(
  browser: Browser,
  origin: string,
  html: string,
  { name, paper }: { name: string; paper: '58' | '80' },
): Promise<PrintedReceipt> {
  mkdirSync(RECEIPTS_DIR, { recursive: true });
  // Twice the pixels: the PNG is read by a person, the PDF is the print itself.
  const context = await browser.newContext({ serviceWorkers: 'block', deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const address = `${origin}/dashboard/__printed-receipt`;
    await page.route(address, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutScripts(html) }),
    );
    await page.goto(address, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const pdfFile = path.join(RECEIPTS_DIR, `${name}.pdf`);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(pdfFile, pdf);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: Math.ceil(Number(paper) * PX_PER_MM), height: 100 });
    const pngFile = path.join(RECEIPTS_DIR, `${name}.png`);
    await page.screenshot({ path: pngFile, fullPage: true });
    const measured = await page.evaluate(() => {
      const sheet = document.querySelector<HTMLElement>('body > .pos-print');
      if (!sheet) throw new Error('No receipt in the printed page');
      const box = sheet.getBoundingClientRect();
      const overflowing = Array.from(sheet.querySelectorAll<HTMLElement>('*'))
        .filter((element) => {
          const own = element.getBoundingClientRect();
          return own.width > 0 && (own.left < box.left - 0.5 || own.right > box.right + 0.5);
        })
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40) ?? ''}`);
      return {
        shown: Array.from(document.body.children)
          .filter((element) => getComputedStyle(element).display !== 'none')
          .map((element) => element.className),
        sheetWidthPx: box.width,
        overflowing,
        text: sheet.innerText,
        direction: getComputedStyle(sheet.firstElementChild ?? sheet).direction,
        htmlDir: document.documentElement.dir,
      };
    });
    return { pdfFile, pngFile, ...pdfPages(pdf), ...measured };
  } finally {
    await context.close();
  }
}

/** Millimetres in PDF points (72 to the inch). */
export const mmToPt = (mm: number) => (mm * 72) / 25.4;
