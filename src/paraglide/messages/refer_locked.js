/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_LockedInputs */

const en_refer_locked = /** @type {(inputs: Refer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

const hi_refer_locked = /** @type {(inputs: Refer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक`)
};

/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Refer_LockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_locked = /** @type {((inputs?: Refer_LockedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_LockedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_locked(inputs)
	return en_refer_locked(inputs)
});