import { circle, line, path, type Drawing } from './drawing';

export const cushion: Drawing = {
  body: () => path('M215 235Q400 275 585 235Q545 410 585 585Q400 545 215 585Q255 410 215 235Z'),
  front: (p) => circle(400, 410, 14, p.dark) + line('M400 410L300 330M400 410L500 330M400 410L300 490M400 410L500 490', 3, p.dark),
  back: (p) => line('M260 560H540', 6, p.dark),
  focus: [400, 410],
};

export const blanket: Drawing = {
  body: (p) => path('M180 480H620Q640 480 640 500V600Q640 620 620 620H180Q160 620 160 600V500Q160 480 180 480Z', p.dark)
    + path('M200 360H600Q620 360 620 380V470Q620 490 600 490H200Q180 490 180 470V380Q180 360 200 360Z')
    + path('M220 250H580Q600 250 600 270V350Q600 370 580 370H220Q200 370 200 350V270Q200 250 220 250Z', p.light),
  front: (p) => line('M200 300H600M180 420H620M160 545H640', 8, p.dark),
  back: (p) => line('M600 270V350M620 380V470M640 500V600', 10, p.line),
  focus: [400, 420],
};

export const mug: Drawing = {
  body: (p) => line('M520 360Q620 360 620 450Q620 540 520 540', 28) + path('M265 300H520V580Q520 625 475 625H310Q265 625 265 580Z')
    + path('M265 300Q392 330 520 300Q392 275 265 300Z', p.dark),
  front: (p) => path('M265 420H520V455H265Z', p.light),
  back: (p) => circle(392, 450, 40, p.light),
  focus: [392, 430],
};

export const candle: Drawing = {
  body: (p) => path('M290 330H510V600Q510 625 485 625H315Q290 625 290 600Z') + path('M290 330Q400 355 510 330Q400 310 290 330Z', p.light)
    + line('M400 330V290', 5, '#333') + path('M400 210Q430 260 400 292Q370 260 400 210Z', '#f2b33d'),
  front: (p) => path('M320 430H480V520H320Z', p.light) + line('M340 460H460M340 490H430', 5, p.dark),
  back: (p) => line('M300 560H500', 5, p.dark),
  focus: [400, 320],
};

export const vase: Drawing = {
  body: (p) => path('M355 190H445V240Q565 330 545 480Q525 625 400 630Q275 625 255 480Q235 330 355 240Z')
    + path('M355 190Q400 205 445 190Q400 178 355 190Z', p.dark),
  front: (p) => line('M270 430Q400 470 530 430', 10, p.light) + line('M262 470Q400 510 538 470', 6, p.light),
  back: (p) => line('M300 520Q320 330 380 260', 10, p.light),
  focus: [400, 450],
};
