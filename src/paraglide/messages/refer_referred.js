/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_ReferredInputs */

const en_refer_referred = /** @type {(inputs: Refer_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referred`)
};

const hi_refer_referred = /** @type {(inputs: Refer_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़र किए`)
};

/**
* | output |
* | --- |
* | "Referred" |
*
* @param {Refer_ReferredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_referred = /** @type {((inputs?: Refer_ReferredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_ReferredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_referred(inputs)
	return en_refer_referred(inputs)
});