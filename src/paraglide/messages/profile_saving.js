/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SavingInputs */

const en_profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const hi_profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेव हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Profile_SavingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_saving = /** @type {((inputs?: Profile_SavingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SavingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_saving(inputs)
	return en_profile_saving(inputs)
});