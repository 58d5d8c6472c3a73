import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@rentfolio/contracts';
import { countProperties, findPropertiesAfterId, type UserRow } from '@rentfolio/db';
import { CSV_BOM, exportFileName, exportHeaderLine, propertyCsvLine } from '@rentfolio/property-csv';
import type { AppContext } from '../context';
import { toDay } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { toPropertyDto } from './property.service';

// CSV export (docs/product.md "CSV import and export"): every property with its computed figures, written a page at a
// time, so that 50,000 properties never sit in memory as one string.

/** Properties read per query while exporting. */
const EXPORT_PAGE = 500;

export type PropertyExport = { count: number; fileName: string; body: Readable };

export async function exportProperties(ctx: AppContext, user: UserRow): Promise<PropertyExport> {
  const count = await countProperties(ctx.db, user.id, {});
  if (count === 0) throw new HttpError(404, 'NO_PROPERTIES', IMPORT_MESSAGES.noDataToExport);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + exportHeaderLine();
    let afterId = 0;
    for (;;) {
      const rows = await findPropertiesAfterId(ctx.db, user.id, afterId, EXPORT_PAGE);
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) chunk += propertyCsvLine(toPropertyDto(row));
      yield chunk;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      if (rows.length < EXPORT_PAGE) return;
    }
  }
  return {
    count,
    fileName: exportFileName(toDay(ctx.now())),
    body: Readable.from(lines(), { objectMode: false }),
  };
}
