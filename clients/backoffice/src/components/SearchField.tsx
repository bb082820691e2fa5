/** A list's search box (label and input) kept in the address: see use-address-search. */
import { useAddressSearch } from './use-address-search';

interface Props {
  readonly id: string;
  readonly label: string;
  /** The input's name: the address key it fills (`q`, `search`). */
  readonly name: string;
  /** The field's class in its filter bar. */
  readonly className: string;
  /** The search the list shows now (from the address). */
  readonly value: string;
  readonly onSearch: (search: string) => void;
}

export function SearchField({ id, label, name, className, value, onSearch }: Props) {
  const [typed, setTyped] = useAddressSearch(value, onSearch);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        name={name}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  );
}
