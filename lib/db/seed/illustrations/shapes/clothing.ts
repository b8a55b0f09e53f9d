import { circle, line, path, stitch, type Drawing } from './drawing';

const TEE = 'M300 180L245 198L150 290L210 372L262 334V640H538V334L590 372L650 290L555 198L500 180Q400 250 300 180Z';
const LONG_SLEEVES = 'M300 180L240 200L175 330L135 600L205 612L255 385L262 640H538L545 385L595 612L665 600L625 330L560 200L500 180Q400 245 300 180Z';
const HEM = 'M262 606H538V640H262Z';
const CUFFS = 'M135 600L205 612L200 645L130 633ZM665 600L595 612L600 645L670 633Z';

export const shirt: Drawing = {
  body: () => path(TEE),
  front: (p) => line('M300 180Q400 250 500 180', 12, p.dark),
  back: (p) => line('M318 186Q400 212 482 186', 10, p.dark),
  focus: [400, 260],
};

export const polo: Drawing = {
  body: () => path(TEE),
  front: (p) => path('M300 180L395 232L345 272ZM500 180L405 232L455 272Z', p.light)
    + path('M388 232H412V330H388Z', p.dark) + circle(400, 262, 6, p.light) + circle(400, 300, 6, p.light),
  back: (p) => path('M300 180Q400 214 500 180L495 205Q400 236 305 205Z', p.light),
  focus: [400, 270],
};

export const sweater: Drawing = {
  body: (p) => path(LONG_SLEEVES) + path(HEM, p.dark) + path(CUFFS, p.dark),
  front: (p) => line('M300 180Q400 250 500 180', 16, p.dark),
  back: (p) => line('M316 186Q400 214 484 186', 12, p.dark),
  focus: [400, 600],
};

export const hoodie: Drawing = {
  body: (p) => path(LONG_SLEEVES) + path(HEM, p.dark) + path(CUFFS, p.dark),
  front: (p) => path('M300 180Q285 95 400 85Q515 95 500 180Q400 250 300 180Z', p.dark)
    + path('M330 190Q400 150 470 190Q400 235 330 190Z', p.line)
    + path('M315 470H485L515 580H285Z') + line('M372 225V300M428 225V300', 5, p.light),
  back: () => path('M290 200Q270 90 400 80Q530 90 510 200Q400 300 290 200Z') + line('M400 82V250', 4),
  focus: [400, 520],
};

export const jacket: Drawing = {
  body: (p) => path(LONG_SLEEVES) + path(CUFFS, p.dark),
  front: (p) => path('M300 180L400 300L350 330L285 215ZM500 180L400 300L450 330L515 215Z', p.dark)
    + line('M400 300V640', 5) + stitch('M410 310V630', p.light)
    + line('M300 520H360M440 520H500', 6) + circle(380, 380, 7, p.line) + circle(380, 460, 7, p.line),
  back: (p) => line('M268 300Q400 330 532 300', 5) + path('M300 180Q400 220 500 180L505 200Q400 245 295 200Z', p.dark),
  focus: [400, 330],
};

export const trousers: Drawing = {
  body: (p) => path('M270 165H530L565 655H442L400 345L358 655H235Z') + path('M270 165H530V200H270Z', p.dark),
  front: (p) => line('M400 200V330', 5) + line('M285 205Q330 215 335 265M515 205Q470 215 465 265', 5) + stitch('M405 205V325', p.light),
  back: (p) => path('M295 235H370V300L332 315L295 300ZM430 235H505V300L468 315L430 300Z', p.dark) + line('M400 200V345', 5),
  focus: [400, 230],
};
