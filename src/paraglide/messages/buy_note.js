/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Buy_NoteInputs */

const en_buy_note = /** @type {(inputs: Buy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note: Token purchases are final. The number of ${i?.symbol} you receive may vary with price fluctuation.`)
};

const hi_buy_note = /** @type {(inputs: Buy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ध्यान दें: टोकन की खरीद अंतिम है। कीमत में उतार-चढ़ाव के कारण आपको मिलने वाले ${i?.symbol} की संख्या बदल सकती है।`)
};

/**
* | output |
* | --- |
* | "Note: Token purchases are final. The number of {symbol} you receive may vary with price fluctuation." |
*
* @param {Buy_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_note = /** @type {((inputs: Buy_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_note(inputs)
	return en_buy_note(inputs)
});