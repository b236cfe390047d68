/**
* | output |
* | --- |
* | "Pay again for {id}" |
*
* @param {After_Pay_Again_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_pay_again_for: ((inputs: After_Pay_Again_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Pay_Again_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Pay_Again_ForInputs = {
    id: NonNullable<unknown>;
};
