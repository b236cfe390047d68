/**
* | output |
* | --- |
* | "{title} admin console" |
*
* @param {Twofa_Account_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_account_admin: ((inputs: Twofa_Account_AdminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Account_AdminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Account_AdminInputs = {
    title: NonNullable<unknown>;
};
