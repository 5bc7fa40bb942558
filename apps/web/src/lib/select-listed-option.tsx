import { createContext, useContext, type ComponentProps } from 'react';

/** How many options the select's list shows now. */
const ListedOptionCount = createContext(0);

/** Gives InputNamingListedOption the number of options the select around it lists. */
export const ListedOptionCountProvider = ListedOptionCount.Provider;

/** The index at the end of an option id (`<select id>_list_<index>`), else NaN. */
function optionIndexOf(id: string): number {
  return Number(id.slice(id.lastIndexOf('_') + 1));
}

/**
 * The open combobox names its active option in aria-activedescendant, which must be the id of an element
 * on the page. antd's select names `<id>_list_<index>` whatever its list holds: index -1 while the list is
 * empty (its answer loading, nothing found), and for a moment an index past the end of a list that just
 * got shorter. Given as the select's input (`components.input`), this one names the active option only
 * when the list holds its index (the count comes from ListedOptionCountProvider), and no option otherwise.
 */
function InputNamingListedOption(props: ComponentProps<'input'>) {
  const listed = useContext(ListedOptionCount);
  const active = props['aria-activedescendant'];
  const index = active ? optionIndexOf(active) : Number.NaN;
  const named = Number.isInteger(index) && index >= 0 && index < listed;
  return <input {...props} aria-activedescendant={named ? active : undefined} />;
}

/** A select's `components` whose input names only an option its list holds (see InputNamingListedOption). */
export const NAMING_LISTED_OPTION = { input: InputNamingListedOption } as const;
