/**
* | output |
* | --- |
* | "User ID" |
*
* @param {History_Ledger_User_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_user_id: ((inputs?: History_Ledger_User_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_User_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_User_IdInputs = {};
