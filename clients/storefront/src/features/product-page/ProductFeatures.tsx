/**
 * The product's features as a two-column table, one row per feature type (several values joined).
 * Values are isolated (bdi), so "45 cm" keeps its order on an Arabic page.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { Product } from './product-view';

interface Row {
  readonly type: string;
  readonly label: string;
  readonly values: string[];
}

export function featureRows(features: Product['features']): Row[] {
  const rows: Row[] = [];
  for (const feature of features) {
    const row = rows.find((r) => r.type === feature.type);
    if (row) {
      if (!row.values.includes(feature.value)) row.values.push(feature.value);
    } else {
      rows.push({ type: feature.type, label: feature.typeLabel, values: [feature.value] });
    }
  }
  return rows;
}

export function ProductFeatures({ features }: { features: Product['features'] }) {
  const intl = useIntl();
  const rows = featureRows(features);
  if (rows.length === 0) return null;
  return (
    <table className="features">
      <caption>{intl.formatMessage(messages.features)}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type}>
            <th scope="row">{row.label}</th>
            <td>
              <bdi>{row.values.join(', ')}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
