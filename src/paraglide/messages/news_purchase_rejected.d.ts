/**
* | output |
* | --- |
* | "Your order {orderNumber} for {tokens} {tokenSymbol} ({amount}) was rejected." |
*
* @param {News_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_purchase_rejected: ((inputs: News_Purchase_RejectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Purchase_RejectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Purchase_RejectedInputs = {
    orderNumber: NonNullable<unknown>;
    tokens: NonNullable<unknown>;
    tokenSymbol: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
