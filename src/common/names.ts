/** How a person is named wherever Parley shows or writes their name: first and last name. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
