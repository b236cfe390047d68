/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Tab_ManualInputs */

const en_pay_tab_manual = /** @type {(inputs: Pay_Tab_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual`)
};

const hi_pay_tab_manual = /** @type {(inputs: Pay_Tab_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैनुअल`)
};

/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Pay_Tab_ManualInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_tab_manual = /** @type {((inputs?: Pay_Tab_ManualInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Tab_ManualInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_tab_manual(inputs)
	return en_pay_tab_manual(inputs)
});