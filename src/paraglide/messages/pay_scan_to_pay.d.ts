/**
* | output |
* | --- |
* | "Scan with any UPI app to pay {amount}" |
*
* @param {Pay_Scan_To_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_scan_to_pay: ((inputs: Pay_Scan_To_PayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Scan_To_PayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Scan_To_PayInputs = {
    amount: NonNullable<unknown>;
};
