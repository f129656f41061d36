/** The benchmarks' people: ten first names and ten surnames, combined by number. */
export const FIRST_NAMES = ['Anna', 'Bram', 'Chantal', 'Daan', 'Eva', 'Finn', 'Greet', 'Hans', 'Iris', 'Joost'];
export const LAST_NAMES = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'];

/** The n-th person: first names take turns, the surname changes every ten (100 different names). */
export const personName = (n: number) => `${FIRST_NAMES[n % 10]} ${LAST_NAMES[Math.floor(n / 10) % 10]}`;
