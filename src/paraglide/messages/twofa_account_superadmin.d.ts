/**
* | output |
* | --- |
* | "Super Admin console" |
*
* @param {Twofa_Account_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_account_superadmin: ((inputs?: Twofa_Account_SuperadminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Account_SuperadminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Account_SuperadminInputs = {};
