/** Token balances are whole tokens kept in numeric(38,2) columns: "1500.00" is shown as "1500". */
export function wholeTokens(value: string): string {
  return value.replace(/\.0*$/, '')
}
