/**
 * Generic OBD-II trouble-code descriptions (SAE J2012 / ISO 15031-6 naming), English, shipped with the product so
 * an owner reads "Cylinder 1 Misfire Detected" rather than "P0301". Only generic codes (second character 0, and the
 * generic P2xxx range) whose meaning is the same for every maker are listed; a maker-specific code (P1xxx, B1xxx,
 * ...) or one not listed here has no description (null), never a guessed one. Chassis (C) codes are left out on
 * purpose: their generic numbering changed between editions of J2012 and makers still use the old one, so the same
 * code names different wheels depending on the car.
 */

const descriptions = new Map<string, string>();

function add(code: string, description: string): void {
  if (descriptions.has(code)) throw new Error(`sae-codes: ${code} listed twice`);
  descriptions.set(code, description);
}

/** Consecutive codes from `first` (decimal digits only), one description each. */
function series(first: string, texts: readonly string[]): void {
  const prefix = first.slice(0, 2);
  const start = Number(first.slice(2));
  texts.forEach((text, index) => add(`${prefix}${String(start + index).padStart(3, '0')}`, text));
}

/** Name + the standard five endings: circuit, range/performance, low, high, intermittent. */
const circuitFive = (name: string, where = '', intermittent = 'Intermittent') =>
  ['', ' Range/Performance', ' Low', ' High', ` ${intermittent}`].map((ending) => `${name} Circuit${ending}${where}`);

const bankSensor = (bank: number, sensor: number) => ` (Bank ${bank} Sensor ${sensor})`;
const bank = (n: number) => ` (Bank ${n})`;
const letters = 'ABCDEFGHIJKL';

// P00xx: fuel and air metering, auxiliary emission controls, variable valve timing.
series('P0001', [
  'Fuel Volume Regulator Control Circuit/Open',
  'Fuel Volume Regulator Control Circuit Range/Performance',
  'Fuel Volume Regulator Control Circuit Low',
  'Fuel Volume Regulator Control Circuit High',
  'Fuel Shutoff Valve "A" Control Circuit/Open',
  'Fuel Shutoff Valve "A" Control Circuit Low',
  'Fuel Shutoff Valve "A" Control Circuit High',
  'Engine Position System Performance (Bank 1)',
  'Engine Position System Performance (Bank 2)',
]);
for (const [first, n] of [
  ['P0010', 1],
  ['P0020', 2],
] as const) {
  series(first, [
    `"A" Camshaft Position Actuator Circuit${bank(n)}`,
    `"A" Camshaft Position - Timing Over-Advanced or System Performance${bank(n)}`,
    `"A" Camshaft Position - Timing Over-Retarded${bank(n)}`,
    `"B" Camshaft Position - Actuator Circuit${bank(n)}`,
    `"B" Camshaft Position - Timing Over-Advanced or System Performance${bank(n)}`,
    `"B" Camshaft Position - Timing Over-Retarded${bank(n)}`,
  ]);
}
series('P0016', [
  'Crankshaft Position - Camshaft Position Correlation (Bank 1 Sensor A)',
  'Crankshaft Position - Camshaft Position Correlation (Bank 1 Sensor B)',
  'Crankshaft Position - Camshaft Position Correlation (Bank 2 Sensor A)',
  'Crankshaft Position - Camshaft Position Correlation (Bank 2 Sensor B)',
]);
series('P0026', [
  'Intake Valve Control Solenoid Circuit Range/Performance (Bank 1)',
  'Exhaust Valve Control Solenoid Circuit Range/Performance (Bank 1)',
  'Intake Valve Control Solenoid Circuit Range/Performance (Bank 2)',
  'Exhaust Valve Control Solenoid Circuit Range/Performance (Bank 2)',
]);
const heaterControl = (where: string) => [
  `HO2S Heater Control Circuit${where}`,
  `HO2S Heater Control Circuit Low${where}`,
  `HO2S Heater Control Circuit High${where}`,
];
series('P0030', heaterControl(bankSensor(1, 1)));
series('P0033', [
  'Turbo/Super Charger Bypass Valve Control Circuit/Open',
  'Turbo/Super Charger Bypass Valve Control Circuit Low',
  'Turbo/Super Charger Bypass Valve Control Circuit High',
]);
series('P0036', heaterControl(bankSensor(1, 2)));
series('P0040', [
  'O2 Sensor Signals Swapped Bank 1 Sensor 1 / Bank 2 Sensor 1',
  'O2 Sensor Signals Swapped Bank 1 Sensor 2 / Bank 2 Sensor 2',
]);
series('P0042', heaterControl(bankSensor(1, 3)));
series('P0045', [
  'Turbo/Super Charger Boost Control "A" Circuit/Open',
  'Turbo/Super Charger Boost Control "A" Circuit Range/Performance',
  'Turbo/Super Charger Boost Control "A" Circuit Low',
  'Turbo/Super Charger Boost Control "A" Circuit High',
  'Turbo/Super Charger Turbine Overspeed',
]);
series('P0050', heaterControl(bankSensor(2, 1)));
series(
  'P0053',
  [1, 2, 3].map((sensor) => `HO2S Heater Resistance${bankSensor(1, sensor)}`),
);
series('P0056', heaterControl(bankSensor(2, 2)));
series(
  'P0059',
  [1, 2, 3].map((sensor) => `HO2S Heater Resistance${bankSensor(2, sensor)}`),
);
series('P0062', heaterControl(bankSensor(2, 3)));
series('P0068', [
  'MAP/MAF - Throttle Position Correlation',
  'Manifold Absolute Pressure - Barometric Pressure Correlation',
]);
series('P0070', circuitFive('Ambient Air Temperature Sensor'));
for (const [first, valve, n] of [
  ['P0075', 'Intake', 1],
  ['P0078', 'Exhaust', 1],
  ['P0081', 'Intake', 2],
  ['P0084', 'Exhaust', 2],
] as const) {
  series(first, [
    `${valve} Valve Control Solenoid Circuit${bank(n)}`,
    `${valve} Valve Control Solenoid Circuit Low${bank(n)}`,
    `${valve} Valve Control Solenoid Circuit High${bank(n)}`,
  ]);
}
series('P0087', [
  'Fuel Rail/System Pressure - Too Low',
  'Fuel Rail/System Pressure - Too High',
  'Fuel Pressure Regulator 1 Performance',
  'Fuel Pressure Regulator 1 Control Circuit',
  'Fuel Pressure Regulator 1 Control Circuit Low',
  'Fuel Pressure Regulator 1 Control Circuit High',
  'Fuel System Leak Detected - Large Leak',
  'Fuel System Leak Detected - Small Leak',
]);
series('P0095', circuitFive('Intake Air Temperature Sensor 2', '', 'Intermittent/Erratic'));

// P01xx: fuel and air metering.
series('P0100', circuitFive('Mass or Volume Air Flow "A"'));
series('P0105', circuitFive('Manifold Absolute Pressure/Barometric Pressure'));
series('P0110', circuitFive('Intake Air Temperature Sensor 1'));
series('P0115', circuitFive('Engine Coolant Temperature Sensor 1', '', 'Intermittent/Erratic'));
series('P0120', circuitFive('Throttle/Pedal Position Sensor/Switch "A"'));
series('P0125', [
  'Insufficient Coolant Temperature for Closed Loop Fuel Control',
  'Insufficient Coolant Temperature for Stable Operation',
  'Intake Air Temperature Too High',
  'Coolant Thermostat (Coolant Temperature Below Thermostat Regulating Temperature)',
  'Barometric Pressure Too Low',
]);
const oxygenSensor = (where: string) => [
  `O2 Sensor Circuit${where}`,
  `O2 Sensor Circuit Low Voltage${where}`,
  `O2 Sensor Circuit High Voltage${where}`,
  `O2 Sensor Circuit Slow Response${where}`,
  `O2 Sensor Circuit No Activity Detected${where}`,
  `O2 Sensor Heater Circuit${where}`,
];
series('P0130', oxygenSensor(bankSensor(1, 1)));
series('P0136', oxygenSensor(bankSensor(1, 2)));
series('P0142', oxygenSensor(bankSensor(1, 3)));
series('P0148', ['Fuel Delivery Error', 'Fuel Timing Error']);
series('P0150', oxygenSensor(bankSensor(2, 1)));
series('P0156', oxygenSensor(bankSensor(2, 2)));
series('P0162', oxygenSensor(bankSensor(2, 3)));
series('P0168', [
  'Fuel Temperature Too High',
  'Incorrect Fuel Composition',
  'Fuel Trim (Bank 1)',
  'System Too Lean (Bank 1)',
  'System Too Rich (Bank 1)',
  'Fuel Trim (Bank 2)',
  'System Too Lean (Bank 2)',
  'System Too Rich (Bank 2)',
]);
series('P0176', circuitFive('Fuel Composition Sensor').slice(0, 4));
series('P0180', circuitFive('Fuel Temperature Sensor "A"'));
series('P0185', circuitFive('Fuel Temperature Sensor "B"'));
series('P0190', circuitFive('Fuel Rail Pressure Sensor "A"'));
series('P0195', circuitFive('Engine Oil Temperature Sensor "A"'));

// P02xx: fuel and air metering (injector circuits).
add('P0200', 'Injector Circuit/Open');
series(
  'P0201',
  Array.from({ length: 12 }, (_, index) => `Injector Circuit/Open - Cylinder ${index + 1}`),
);
series('P0213', [
  'Cold Start Injector 1',
  'Cold Start Injector 2',
  'Engine Shutoff Solenoid',
  'Injector/Injection Timing Control Circuit',
  'Engine Coolant Over Temperature Condition',
  'Transmission Fluid Over Temperature Condition',
  'Engine Overspeed Condition',
]);
series('P0220', circuitFive('Throttle/Pedal Position Sensor/Switch "B"'));
series('P0225', circuitFive('Throttle/Pedal Position Sensor/Switch "C"'));
series('P0230', [
  'Fuel Pump Primary Circuit',
  'Fuel Pump Secondary Circuit Low',
  'Fuel Pump Secondary Circuit High',
  'Fuel Pump Secondary Circuit Intermittent',
  'Turbo/Super Charger "A" Overboost Condition',
]);
series('P0235', circuitFive('Turbo/Super Charger Boost Sensor "A"').slice(0, 4));
series('P0239', circuitFive('Turbo/Super Charger Boost Sensor "B"').slice(0, 4));
for (const [first, letter] of [
  ['P0243', 'A'],
  ['P0247', 'B'],
] as const) {
  series(first, [
    `Turbo/Super Charger Wastegate Solenoid "${letter}"`,
    `Turbo/Super Charger Wastegate Solenoid "${letter}" Range/Performance`,
    `Turbo/Super Charger Wastegate Solenoid "${letter}" Low`,
    `Turbo/Super Charger Wastegate Solenoid "${letter}" High`,
  ]);
}
for (const [first, letter] of [
  ['P0251', 'A'],
  ['P0256', 'B'],
] as const) {
  series(
    first,
    ['', ' Range/Performance', ' Low', ' High', ' Intermittent'].map(
      (ending) => `Injection Pump Fuel Metering Control "${letter}"${ending} (Cam/Rotor/Injector)`,
    ),
  );
}
series(
  'P0261',
  Array.from({ length: 12 }, (_, index) => [
    `Cylinder ${index + 1} Injector Circuit Low`,
    `Cylinder ${index + 1} Injector Circuit High`,
    `Cylinder ${index + 1} Contribution/Balance`,
  ]).flat(),
);
series('P0297', [
  'Vehicle Overspeed Condition',
  'Engine Oil Over Temperature',
  'Turbo/Super Charger "A" Underboost Condition',
]);

// P03xx: ignition system or misfire.
add('P0300', 'Random/Multiple Cylinder Misfire Detected');
series(
  'P0301',
  Array.from({ length: 12 }, (_, index) => `Cylinder ${index + 1} Misfire Detected`),
);
series('P0313', [
  'Misfire Detected with Low Fuel',
  'Single Cylinder Misfire (Cylinder not Specified)',
  'Crankshaft Position System Variation Not Learned',
  'Engine Misfire Detected on Startup (First 1000 Revolutions)',
]);
series('P0320', [
  'Ignition/Distributor Engine Speed Input Circuit',
  'Ignition/Distributor Engine Speed Input Circuit Range/Performance',
  'Ignition/Distributor Engine Speed Input Circuit No Signal',
  'Ignition/Distributor Engine Speed Input Circuit Intermittent',
]);
series('P0325', circuitFive('Knock Sensor 1', ' (Bank 1 or Single Sensor)'));
series('P0330', circuitFive('Knock Sensor 2', bank(2)));
series('P0335', circuitFive('Crankshaft Position Sensor "A"'));
series('P0340', circuitFive('Camshaft Position Sensor "A"', ' (Bank 1 or Single Sensor)'));
series('P0345', circuitFive('Camshaft Position Sensor "A"', bank(2)));
add('P0350', 'Ignition Coil Primary/Secondary Circuit');
series(
  'P0351',
  [...letters].map((letter) => `Ignition Coil "${letter}" Primary/Secondary Circuit`),
);
series('P0365', circuitFive('Camshaft Position Sensor "B"', bank(1)));
series('P0370', [
  'Timing Reference High Resolution Signal "A"',
  'Timing Reference High Resolution Signal "A" Too Many Pulses',
  'Timing Reference High Resolution Signal "A" Too Few Pulses',
  'Timing Reference High Resolution Signal "A" Intermittent/Erratic Pulses',
  'Timing Reference High Resolution Signal "A" No Pulses',
]);
series('P0380', ['Glow Plug/Heater Circuit "A"', 'Glow Plug/Heater Indicator Circuit', 'Glow Plug/Heater Circuit "B"']);
series('P0385', circuitFive('Crankshaft Position Sensor "B"'));
series('P0390', circuitFive('Camshaft Position Sensor "B"', bank(2)));

// P04xx: auxiliary emission controls.
series('P0400', [
  'Exhaust Gas Recirculation "A" Flow',
  'Exhaust Gas Recirculation "A" Flow Insufficient Detected',
  'Exhaust Gas Recirculation "A" Flow Excessive Detected',
  'Exhaust Gas Recirculation "A" Control Circuit',
  'Exhaust Gas Recirculation "A" Control Circuit Range/Performance',
  'Exhaust Gas Recirculation Sensor "A" Circuit Low',
  'Exhaust Gas Recirculation Sensor "A" Circuit High',
  'Exhaust Gas Recirculation Sensor "B" Circuit Low',
  'Exhaust Gas Recirculation Sensor "B" Circuit High',
  'Exhaust Gas Recirculation Sensor "A" Circuit',
  'Secondary Air Injection System',
  'Secondary Air Injection System Incorrect Flow Detected',
  'Secondary Air Injection System Switching Valve "A" Circuit',
  'Secondary Air Injection System Switching Valve "A" Circuit Open',
  'Secondary Air Injection System Switching Valve "A" Circuit Shorted',
  'Secondary Air Injection System Switching Valve "B" Circuit',
  'Secondary Air Injection System Switching Valve "B" Circuit Open',
  'Secondary Air Injection System Switching Valve "B" Circuit Shorted',
  'Secondary Air Injection System Control "A" Circuit',
  'Secondary Air Injection System Control "B" Circuit',
]);
for (const [first, n] of [
  ['P0420', 1],
  ['P0430', 2],
] as const) {
  series(first, [
    `Catalyst System Efficiency Below Threshold${bank(n)}`,
    `Warm Up Catalyst Efficiency Below Threshold${bank(n)}`,
    `Main Catalyst Efficiency Below Threshold${bank(n)}`,
    `Heated Catalyst Efficiency Below Threshold${bank(n)}`,
    `Heated Catalyst Temperature Below Threshold${bank(n)}`,
  ]);
}
series('P0440', [
  'Evaporative Emission System',
  'Evaporative Emission System Incorrect Purge Flow',
  'Evaporative Emission System Leak Detected (Small Leak)',
  'Evaporative Emission System Purge Control Valve Circuit',
  'Evaporative Emission System Purge Control Valve Circuit Open',
  'Evaporative Emission System Purge Control Valve Circuit Shorted',
  'Evaporative Emission System Vent Control Circuit',
  'Evaporative Emission System Vent Control Circuit Open',
  'Evaporative Emission System Vent Control Circuit Shorted',
  'Evaporative Emission System Vent Valve/Solenoid Circuit',
  'Evaporative Emission System Pressure Sensor/Switch',
  'Evaporative Emission System Pressure Sensor/Switch Range/Performance',
  'Evaporative Emission System Pressure Sensor/Switch Low',
  'Evaporative Emission System Pressure Sensor/Switch High',
  'Evaporative Emission System Pressure Sensor/Switch Intermittent',
  'Evaporative Emission System Leak Detected (Large Leak)',
  'Evaporative Emission System Leak Detected (Very Small Leak)',
  'Evaporative Emission System Leak Detected (Fuel Cap Loose/Off)',
  'Evaporative Emission System Purge Control Valve Circuit Low',
  'Evaporative Emission System Purge Control Valve Circuit High',
]);
series('P0460', circuitFive('Fuel Level Sensor "A"', '', 'Intermittent/Erratic'));
series('P0465', circuitFive('EVAP Purge Flow Sensor'));
series('P0470', circuitFive('Exhaust Pressure Sensor "A"', '', 'Intermittent/Erratic'));
series('P0475', [
  'Exhaust Pressure Control Valve "A"',
  'Exhaust Pressure Control Valve "A" Range/Performance',
  'Exhaust Pressure Control Valve "A" Low',
  'Exhaust Pressure Control Valve "A" High',
  'Exhaust Pressure Control Valve "A" Intermittent',
]);
series('P0480', [
  'Fan 1 Control Circuit',
  'Fan 2 Control Circuit',
  'Fan 3 Control Circuit',
  'Fan Rationality Check',
  'Fan Circuit Over Current',
  'Fan Power/Ground Circuit',
]);
series('P0489', [
  'Exhaust Gas Recirculation "A" Control Circuit Low',
  'Exhaust Gas Recirculation "A" Control Circuit High',
  'Secondary Air Injection System Insufficient Flow (Bank 1)',
  'Secondary Air Injection System Insufficient Flow (Bank 2)',
]);
series('P0496', [
  'Evaporative Emission System High Purge Flow',
  'Evaporative Emission System Low Purge Flow',
  'Evaporative Emission System Vent Valve Control Circuit Low',
  'Evaporative Emission System Vent Valve Control Circuit High',
]);

// P05xx: vehicle speed, idle control and auxiliary inputs.
series('P0500', [
  'Vehicle Speed Sensor "A"',
  'Vehicle Speed Sensor "A" Range/Performance',
  'Vehicle Speed Sensor "A" Circuit Low',
  'Vehicle Speed Sensor "A" Intermittent/Erratic/High',
  'Brake Switch "A"/"B" Correlation',
  'Idle Air Control System',
  'Idle Air Control System RPM Lower Than Expected',
  'Idle Air Control System RPM Higher Than Expected',
  'Idle Air Control System Circuit Low',
  'Idle Air Control System Circuit High',
  'Closed Throttle Position Switch',
  'Idle Air Control Circuit',
  'Starter Request Circuit',
  'Invalid Immobilizer Key',
]);
add('P0519', 'Idle Air Control System Performance');
series('P0520', [
  'Engine Oil Pressure Sensor/Switch "A" Circuit',
  'Engine Oil Pressure Sensor/Switch "A" Range/Performance',
  'Engine Oil Pressure Sensor/Switch "A" Circuit Low',
  'Engine Oil Pressure Sensor/Switch "A" Circuit High',
  'Engine Oil Pressure Too Low',
]);
series('P0530', [
  'A/C Refrigerant Pressure Sensor "A" Circuit',
  'A/C Refrigerant Pressure Sensor "A" Circuit Range/Performance',
  'A/C Refrigerant Pressure Sensor "A" Circuit Low',
  'A/C Refrigerant Pressure Sensor "A" Circuit High',
  'A/C Refrigerant Charge Loss',
]);
series('P0544', [
  'Exhaust Gas Temperature Sensor Circuit (Bank 1 Sensor 1)',
  'Exhaust Gas Temperature Sensor Circuit Low (Bank 1 Sensor 1)',
  'Exhaust Gas Temperature Sensor Circuit High (Bank 1 Sensor 1)',
]);
series('P0550', circuitFive('Power Steering Pressure Sensor/Switch'));
series('P0560', ['System Voltage', 'System Voltage Unstable', 'System Voltage Low', 'System Voltage High']);
series('P0565', [
  'Cruise Control "On" Signal',
  'Cruise Control "Off" Signal',
  'Cruise Control "Resume" Signal',
  'Cruise Control "Set" Signal',
  'Cruise Control "Coast" Signal',
  'Cruise Control "Accelerate" Signal',
  'Brake Switch "A" Circuit',
  'Brake Switch "A" Circuit Low',
  'Brake Switch "A" Circuit High',
]);

// P06xx: computer and output circuits.
series('P0600', [
  'Serial Communication Link',
  'Internal Control Module Memory Check Sum Error',
  'Control Module Programming Error',
  'Internal Control Module Keep Alive Memory (KAM) Error',
  'Internal Control Module Random Access Memory (RAM) Error',
  'Internal Control Module Read Only Memory (ROM) Error',
  'Control Module Processor',
  'Control Module Performance',
  'Control Module VSS Output "A"',
  'Control Module VSS Output "B"',
  'Control Module Vehicle Options Error',
  'Fuel Injector Control Module Performance',
]);
series('P0613', [
  'TCM Processor',
  'ECM/TCM Incompatible',
  'Starter Relay Circuit',
  'Starter Relay Circuit Low',
  'Starter Relay Circuit High',
]);
series('P0620', [
  'Generator Control Circuit',
  'Generator Lamp/L Terminal Circuit',
  'Generator Field/F Terminal Circuit',
]);
series('P0625', [
  'Generator Field/F Terminal Circuit Low',
  'Generator Field/F Terminal Circuit High',
  'Fuel Pump "A" Control Circuit/Open',
  'Fuel Pump "A" Control Circuit Low',
  'Fuel Pump "A" Control Circuit High',
  'VIN Not Programmed or Incompatible - ECM/PCM',
]);
series('P0641', [
  'Sensor Reference Voltage "A" Circuit/Open',
  'Sensor Reference Voltage "A" Circuit Low',
  'Sensor Reference Voltage "A" Circuit High',
]);
add('P0645', 'A/C Clutch Relay Control Circuit');
series('P0650', [
  'Malfunction Indicator Lamp (MIL) Control Circuit',
  'Sensor Reference Voltage "B" Circuit/Open',
  'Sensor Reference Voltage "B" Circuit Low',
  'Sensor Reference Voltage "B" Circuit High',
]);
series('P0660', [
  'Intake Manifold Tuning Valve Control Circuit/Open (Bank 1)',
  'Intake Manifold Tuning Valve Control Circuit Low (Bank 1)',
  'Intake Manifold Tuning Valve Control Circuit High (Bank 1)',
]);
series('P0670', [
  'Glow Plug Control Module Control Circuit',
  ...Array.from({ length: 8 }, (_, index) => `Cylinder ${index + 1} Glow Plug Circuit`),
]);
add('P0683', 'Glow Plug Control Module to PCM Communication Circuit');
series('P0685', [
  'ECM/PCM Power Relay Control Circuit/Open',
  'ECM/PCM Power Relay Control Circuit Low',
  'ECM/PCM Power Relay Control Circuit High',
  'ECM/PCM Power Relay Sense Circuit/Open',
]);
series('P0691', [
  'Fan 1 Control Circuit Low',
  'Fan 1 Control Circuit High',
  'Fan 2 Control Circuit Low',
  'Fan 2 Control Circuit High',
]);
series('P0697', [
  'Sensor Reference Voltage "C" Circuit/Open',
  'Sensor Reference Voltage "C" Circuit Low',
  'Sensor Reference Voltage "C" Circuit High',
]);

// P07xx–P09xx: transmission.
series('P0700', [
  'Transmission Control System (MIL Request)',
  'Transmission Control System Range/Performance',
  'Transmission Control System Electrical',
  'Brake Switch "B" Circuit',
  'Clutch Switch Input Circuit Malfunction',
  'Transmission Range Sensor "A" Circuit (PRNDL Input)',
  'Transmission Range Sensor "A" Circuit Range/Performance',
  'Transmission Range Sensor "A" Circuit Low',
  'Transmission Range Sensor "A" Circuit High',
  'Transmission Range Sensor "A" Circuit Intermittent',
]);
series('P0710', circuitFive('Transmission Fluid Temperature Sensor "A"'));
const speedInput = (name: string) => [
  `${name} Circuit`,
  `${name} Circuit Range/Performance`,
  `${name} Circuit No Signal`,
  `${name} Circuit Intermittent`,
];
series('P0715', speedInput('Input/Turbine Speed Sensor "A"'));
series('P0720', speedInput('Output Speed Sensor'));
series('P0725', speedInput('Engine Speed Input'));
series('P0730', [
  'Incorrect Gear Ratio',
  'Gear 1 Incorrect Ratio',
  'Gear 2 Incorrect Ratio',
  'Gear 3 Incorrect Ratio',
  'Gear 4 Incorrect Ratio',
  'Gear 5 Incorrect Ratio',
  'Reverse Incorrect Ratio',
]);
series('P0740', [
  'Torque Converter Clutch Solenoid Circuit/Open',
  'Torque Converter Clutch Solenoid Circuit Performance/Stuck Off',
  'Torque Converter Clutch Solenoid Circuit Stuck On',
  'Torque Converter Clutch Solenoid Circuit Electrical',
  'Torque Converter Clutch Solenoid Circuit Intermittent',
]);
const solenoid = (name: string) => [
  name,
  `${name} Performance/Stuck Off`,
  `${name} Stuck On`,
  `${name} Electrical`,
  `${name} Intermittent`,
];
series('P0745', solenoid('Pressure Control Solenoid "A"'));
series('P0750', solenoid('Shift Solenoid "A"'));
series('P0755', solenoid('Shift Solenoid "B"'));
series('P0760', solenoid('Shift Solenoid "C"'));
series('P0765', solenoid('Shift Solenoid "D"'));
series('P0770', solenoid('Shift Solenoid "E"'));
series('P0775', solenoid('Pressure Control Solenoid "B"'));
series('P0780', ['Shift Error', '1-2 Shift', '2-3 Shift', '3-4 Shift', '4-5 Shift', 'Shift/Timing Solenoid']);
add('P0791', 'Intermediate Shaft Speed Sensor "A" Circuit');
add('P0793', 'Intermediate Shaft Speed Sensor "A" Circuit No Signal');
series('P0795', solenoid('Pressure Control Solenoid "C"'));
add('P0811', 'Excessive Clutch Slippage');
series('P0840', [
  'Transmission Fluid Pressure Sensor/Switch "A" Circuit',
  'Transmission Fluid Pressure Sensor/Switch "A" Circuit Range/Performance',
  'Transmission Fluid Pressure Sensor/Switch "A" Circuit Low',
  'Transmission Fluid Pressure Sensor/Switch "A" Circuit High',
]);
add('P0850', 'Park/Neutral Switch Input Circuit');
add('P0868', 'Transmission Fluid Pressure Low');
add('P0882', 'TCM Power Input Signal Low');
add('P0883', 'TCM Power Input Signal High');
add('P0894', 'Transmission Component Slipping');
add('P0897', 'Transmission Fluid Deteriorated');
series('P0961', [
  'Pressure Control Solenoid "A" Control Circuit Range/Performance',
  'Pressure Control Solenoid "A" Control Circuit Low',
  'Pressure Control Solenoid "A" Control Circuit High',
]);
add('P0A80', 'Replace Hybrid Battery Pack');

// P2xxx: generic codes of the second block.
add('P2002', 'Diesel Particulate Filter Efficiency Below Threshold (Bank 1)');
series('P2004', [
  'Intake Manifold Runner Control Stuck Open (Bank 1)',
  'Intake Manifold Runner Control Stuck Open (Bank 2)',
  'Intake Manifold Runner Control Stuck Closed (Bank 1)',
  'Intake Manifold Runner Control Stuck Closed (Bank 2)',
  'Intake Manifold Runner Control Circuit/Open (Bank 1)',
  'Intake Manifold Runner Control Circuit Low (Bank 1)',
  'Intake Manifold Runner Control Circuit High (Bank 1)',
]);
series('P2014', circuitFive('Intake Manifold Runner Position Sensor/Switch', bank(1)));
series('P2096', [
  'Post Catalyst Fuel Trim System Too Lean (Bank 1)',
  'Post Catalyst Fuel Trim System Too Rich (Bank 1)',
  'Post Catalyst Fuel Trim System Too Lean (Bank 2)',
  'Post Catalyst Fuel Trim System Too Rich (Bank 2)',
  'Throttle Actuator "A" Control Motor Circuit/Open',
  'Throttle Actuator "A" Control Motor Circuit Range/Performance',
  'Throttle Actuator "A" Control Motor Circuit Low',
  'Throttle Actuator "A" Control Motor Circuit High',
  'Throttle Actuator Control System - Forced Idle',
  'Throttle Actuator Control System - Forced Engine Shutdown',
  'Throttle Actuator Control System - Forced Limited Power',
  'Throttle Actuator Control Module Processor',
  'Throttle Actuator Control Module Performance',
]);
series('P2110', [
  'Throttle Actuator Control System - Forced Limited RPM',
  'Throttle Actuator Control System - Stuck Open',
  'Throttle Actuator Control System - Stuck Closed',
]);
add('P2118', 'Throttle Actuator Control Motor Current Range/Performance');
add('P2119', 'Throttle Actuator Control Throttle Body Range/Performance');
series('P2120', circuitFive('Throttle/Pedal Position Sensor/Switch "D"'));
series('P2125', circuitFive('Throttle/Pedal Position Sensor/Switch "E"'));
add('P2135', 'Throttle/Pedal Position Sensor/Switch "A" / "B" Voltage Correlation');
add('P2138', 'Throttle/Pedal Position Sensor/Switch "D" / "E" Voltage Correlation');
series('P2177', [
  'System Too Lean Off Idle (Bank 1)',
  'System Too Rich Off Idle (Bank 1)',
  'System Too Lean Off Idle (Bank 2)',
  'System Too Rich Off Idle (Bank 2)',
  'Cooling System Performance',
]);
series('P2182', circuitFive('Engine Coolant Temperature Sensor 2', '', 'Intermittent/Erratic'));
series('P2187', [
  'System Too Lean at Idle (Bank 1)',
  'System Too Rich at Idle (Bank 1)',
  'System Too Lean at Idle (Bank 2)',
  'System Too Rich at Idle (Bank 2)',
]);
series('P2195', [
  'O2 Sensor Signal Biased/Stuck Lean (Bank 1 Sensor 1)',
  'O2 Sensor Signal Biased/Stuck Rich (Bank 1 Sensor 1)',
  'O2 Sensor Signal Biased/Stuck Lean (Bank 2 Sensor 1)',
  'O2 Sensor Signal Biased/Stuck Rich (Bank 2 Sensor 1)',
  'Intake Air Temperature Sensor 1 / 2 Correlation',
]);
series('P2226', [
  'Barometric Pressure Circuit',
  'Barometric Pressure Circuit Range/Performance',
  'Barometric Pressure Circuit Low',
  'Barometric Pressure Circuit High',
  'Barometric Pressure Circuit Intermittent/Erratic',
]);
series('P2262', [
  'Turbo/Super Charger Boost Pressure Not Detected - Mechanical',
  'Turbo/Super Charger Boost System Performance',
]);
series('P2270', [
  'O2 Sensor Signal Biased/Stuck Lean (Bank 1 Sensor 2)',
  'O2 Sensor Signal Biased/Stuck Rich (Bank 1 Sensor 2)',
  'O2 Sensor Signal Biased/Stuck Lean (Bank 2 Sensor 2)',
  'O2 Sensor Signal Biased/Stuck Rich (Bank 2 Sensor 2)',
]);
add('P2279', 'Intake Air System Leak');
add('P2293', 'Fuel Pressure Regulator 2 Performance');
series(
  'P2300',
  [...letters]
    .map((letter) => [
      `Ignition Coil "${letter}" Primary Control Circuit Low`,
      `Ignition Coil "${letter}" Primary Control Circuit High`,
      `Ignition Coil "${letter}" Secondary Circuit`,
    ])
    .flat(),
);
series(
  'P2336',
  Array.from({ length: 12 }, (_, index) => `Cylinder ${index + 1} Above Knock Threshold`),
);
series('P2400', [
  'Evaporative Emission System Leak Detection Pump Control Circuit/Open',
  'Evaporative Emission System Leak Detection Pump Control Circuit Low',
  'Evaporative Emission System Leak Detection Pump Control Circuit High',
]);
add('P2413', 'Exhaust Gas Recirculation System Performance');
series('P2440', [
  'Secondary Air Injection System Switching Valve Stuck Open (Bank 1)',
  'Secondary Air Injection System Switching Valve Stuck Closed (Bank 1)',
  'Secondary Air Injection System Switching Valve Stuck Open (Bank 2)',
  'Secondary Air Injection System Switching Valve Stuck Closed (Bank 2)',
  'Secondary Air Injection System Pump Stuck On (Bank 1)',
  'Secondary Air Injection System Pump Stuck Off (Bank 1)',
]);
series('P2452', circuitFive('Diesel Particulate Filter Pressure Sensor "A"', '', 'Intermittent/Erratic'));
series('P2457', [
  'Exhaust Gas Recirculation Cooling System Performance',
  'Diesel Particulate Filter Regeneration Duration',
  'Diesel Particulate Filter Regeneration Frequency',
]);
add('P2463', 'Diesel Particulate Filter Restriction - Soot Accumulation');
series('P2500', [
  'Generator Lamp/L-Terminal Circuit Low',
  'Generator Lamp/L-Terminal Circuit High',
  'Charging System Voltage',
  'Charging System Voltage Low',
  'Charging System Voltage High',
]);
add('P2509', 'ECM/PCM Power Input Signal Intermittent');
add('P2610', 'ECM/PCM Internal Engine Off Timer Performance');

// B0xxx: body (restraints).
series('B0001', ['Driver Frontal Stage 1 Deployment Control', 'Driver Frontal Stage 2 Deployment Control']);

// U0xxx: network communication.
series('U0001', ['High Speed CAN Communication Bus', 'High Speed CAN Communication Bus (Performance)']);
series('U0073', ['Control Module Communication Bus "A" Off', 'Control Module Communication Bus "B" Off']);
series('U0100', [
  'Lost Communication With ECM/PCM "A"',
  'Lost Communication With TCM',
  'Lost Communication With Transfer Case Control Module',
]);
series('U0104', [
  'Lost Communication With Cruise Control Module',
  'Lost Communication With Fuel Injector Control Module',
  'Lost Communication With Glow Plug Control Module',
  'Lost Communication With Throttle Actuator Control Module',
]);
add('U0109', 'Lost Communication With Fuel Pump Control Module');
series('U0121', [
  'Lost Communication With Anti-Lock Brake System (ABS) Control Module',
  'Lost Communication With Vehicle Dynamics Control Module',
]);
add('U0126', 'Lost Communication With Steering Angle Sensor Module');
add('U0128', 'Lost Communication With Park Brake Control Module');
add('U0131', 'Lost Communication With Power Steering Control Module');
add('U0140', 'Lost Communication With Body Control Module');
add('U0151', 'Lost Communication With Restraints Control Module');
add('U0155', 'Lost Communication With Instrument Panel Cluster (IPC) Control Module');
add('U0164', 'Lost Communication With HVAC Control Module');
series('U0167', [
  'Lost Communication With Vehicle Immobilizer Control Module',
  'Lost Communication With Vehicle Security Control Module',
]);
series('U0401', ['Invalid Data Received From ECM/PCM "A"', 'Invalid Data Received From TCM']);
add('U0415', 'Invalid Data Received From Anti-Lock Brake System (ABS) Control Module');
add('U0422', 'Invalid Data Received From Body Control Module');
add('U0428', 'Invalid Data Received From Steering Angle Sensor Module');

/** How many codes have a description (for tests and the report). */
export const SAE_CODE_COUNT = descriptions.size;

/** The generic SAE description of a trouble code ("P0301" → "Cylinder 1 Misfire Detected"), or null. */
export function troubleCodeDescription(code: string): string | null {
  return descriptions.get(code.trim().toUpperCase()) ?? null;
}
