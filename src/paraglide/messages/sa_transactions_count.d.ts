/**
* | output |
* | --- |
* | "{count} purchases" |
*
* @param {Sa_Transactions_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count: ((inputs: Sa_Transactions_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_CountInputs = {
    count: NonNullable<unknown>;
};
