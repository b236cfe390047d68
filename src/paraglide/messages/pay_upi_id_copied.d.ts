/**
* | output |
* | --- |
* | "UPI ID copied to clipboard!" |
*
* @param {Pay_Upi_Id_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_id_copied: ((inputs?: Pay_Upi_Id_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upi_Id_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upi_Id_CopiedInputs = {};
