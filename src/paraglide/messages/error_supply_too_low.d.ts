/**
* | output |
* | --- |
* | "Only {remaining} tokens remain for sale. Please enter a smaller amount." |
*
* @param {Error_Supply_Too_LowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_supply_too_low: ((inputs: Error_Supply_Too_LowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Supply_Too_LowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Supply_Too_LowInputs = {
    remaining: NonNullable<unknown>;
};
