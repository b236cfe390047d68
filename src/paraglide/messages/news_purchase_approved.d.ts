/**
* | output |
* | --- |
* | "Your order {orderNumber} for {tokens} {tokenSymbol} ({amount}) is approved. The tokens are in your account." |
*
* @param {News_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_purchase_approved: ((inputs: News_Purchase_ApprovedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Purchase_ApprovedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Purchase_ApprovedInputs = {
    orderNumber: NonNullable<unknown>;
    tokens: NonNullable<unknown>;
    tokenSymbol: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
