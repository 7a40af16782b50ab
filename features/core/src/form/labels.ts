/**
 * A form's labels from one map of its field names to message ids. Write the map
 * `satisfies Record<FieldName, MessageId>` (the field names from the form's `defineFields`), so a field
 * without a label, or a label whose id the catalogue lacks, fails the type check instead of showing an id.
 * A name the map does not hold (none, when the map is typed so) is shown as it is.
 */
export function labelsFrom<Id extends string>(
  ids: Readonly<Record<string, Id>>,
  t: (id: Id) => string,
): (name: string) => string {
  return (name) => {
    const id = Object.prototype.hasOwnProperty.call(ids, name) ? ids[name] : undefined;
    return id === undefined ? name : t(id);
  };
}
