/**
* | output |
* | --- |
* | "Pay with {app}" |
*
* @param {Pay_With_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_with_app: ((inputs: Pay_With_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_With_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_With_AppInputs = {
    app: NonNullable<unknown>;
};
