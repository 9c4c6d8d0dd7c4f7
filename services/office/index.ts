// The office slice's one door (the office contact widget, issue 16): server/ and app/ loaders
// import only from here. Explicit re-exports keep the surface visible.
export { officeContact, officeInfoFull } from './contact';
export { officeOverwrites, setOfficeOverwrite } from './overwrites';
export { officeHours, officeHoursText, setOfficeHours } from './hours';
export { addStaffShift, removeStaffShift, staffSchedule, SCHEDULE_WEEKS } from './schedule';
