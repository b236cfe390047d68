/**
* | output |
* | --- |
* | "This order was already submitted with different details. Please start a new purchase." |
*
* @param {Error_Purchase_Id_ReusedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_id_reused: ((inputs?: Error_Purchase_Id_ReusedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Purchase_Id_ReusedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Purchase_Id_ReusedInputs = {};
