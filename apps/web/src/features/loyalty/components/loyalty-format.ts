/** '12,5 %': a percent as the loyalty tables show it. */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(percent)} %`;
}

/** The names of the ids, in name order, joined; an id without a name (deleted meanwhile) is left out. */
export function namesOf(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  return ids
    .flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [name];
    })
    .sort((a, b) => a.localeCompare(b, 'nb'))
    .join(', ');
}
