"""The code ``dataclasses`` writes for cicsplan's records, kept compiled: written by
scripts/records_code.py (under Python 3.11) from every record's definition; tests/common/test_records_code.py
checks it is up to date. Do not edit; run the script after changing a record. core.common.records takes a
function's code from here instead of compiling the same text at every start (see its notes); a text not here is
compiled as before.
"""
# ruff: noqa
# Each text below is exactly what dataclasses passes to exec(); no `from __future__` here, which would change how
# the functions' annotations are kept.

PYTHON = '3.11'
TEXTS = (
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.label,self.value,self.threshold,self.unit,self.fix,)==(other.key,other.label,other.value,other.threshold,other.unit,other.fix,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model,self.ziips,self.cp_busy_pct,self.ziip_busy_pct,self.spill_pct,self.binding_label,self.headroom_pct,self.shortfalls,self.hardware,self.lpar_msu,self.note,self.slowest_response_ms,self.slowest_workload,self.partitions,self.cp_busy,self.ziip_busy,self.saturated_on,)==(other.model,other.ziips,other.cp_busy_pct,other.ziip_busy_pct,other.spill_pct,other.binding_label,other.headroom_pct,other.shortfalls,other.hardware,other.lpar_msu,other.note,other.slowest_response_ms,other.slowest_workload,other.partitions,other.cp_busy,other.ziip_busy,other.saturated_on,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.tag,self.attrs,self.line,self.children,self.pieces,)==(other.tag,other.attrs,other.line,other.children,other.pieces,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.label,self.value,self.threshold,self.unit,self.fix,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.model,self.ziips,self.cp_busy_pct,self.ziip_busy_pct,self.spill_pct,self.binding_label,self.headroom_pct,self.shortfalls,self.hardware,self.lpar_msu,self.note,self.slowest_response_ms,self.slowest_workload,self.partitions,self.cp_busy,self.ziip_busy,self.saturated_on,))\n return __hash__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, label={self.label!r}, value={self.value!r}, threshold={self.threshold!r}, unit={self.unit!r}, fix={self.fix!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, ziips={self.ziips!r}, cp_busy_pct={self.cp_busy_pct!r}, ziip_busy_pct={self.ziip_busy_pct!r}, spill_pct={self.spill_pct!r}, binding_label={self.binding_label!r}, headroom_pct={self.headroom_pct!r}, shortfalls={self.shortfalls!r}, hardware={self.hardware!r}, lpar_msu={self.lpar_msu!r}, note={self.note!r}, slowest_response_ms={self.slowest_response_ms!r}, slowest_workload={self.slowest_workload!r}, partitions={self.partitions!r}, cp_busy={self.cp_busy!r}, ziip_busy={self.ziip_busy!r}, saturated_on={self.saturated_on!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(tag={self.tag!r}, attrs={self.attrs!r}, line={self.line!r}, children={self.children!r}, pieces={self.pieces!r})"\n return __repr__',
    "def __create_fn__(_type_address_space, _type_fixed_pct, _type_total_ms, _type_eligible_fixed_pct, _type_eligible_ms, _type_spill_share, _type_derivation, _type_rows_used, _type_fit_total, _type_fit_eligible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fit_total, _dflt_fit_eligible, _return_type):\n def __init__(self,address_space:_type_address_space,fixed_pct:_type_fixed_pct,total_ms:_type_total_ms,eligible_fixed_pct:_type_eligible_fixed_pct,eligible_ms:_type_eligible_ms,spill_share:_type_spill_share,derivation:_type_derivation,rows_used:_type_rows_used,fit_total:_type_fit_total=_dflt_fit_total,fit_eligible:_type_fit_eligible=_dflt_fit_eligible)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)\n  __dataclass_builtins_object__.__setattr__(self,'fixed_pct',fixed_pct)\n  __dataclass_builtins_object__.__setattr__(self,'total_ms',total_ms)\n  __dataclass_builtins_object__.__setattr__(self,'eligible_fixed_pct',eligible_fixed_pct)\n  __dataclass_builtins_object__.__setattr__(self,'eligible_ms',eligible_ms)\n  __dataclass_builtins_object__.__setattr__(self,'spill_share',spill_share)\n  __dataclass_builtins_object__.__setattr__(self,'derivation',derivation)\n  __dataclass_builtins_object__.__setattr__(self,'rows_used',rows_used)\n  __dataclass_builtins_object__.__setattr__(self,'fit_total',fit_total)\n  __dataclass_builtins_object__.__setattr__(self,'fit_eligible',fit_eligible)\n return __init__",
    "def __create_fn__(_type_aor_ms, _type_aor_eligible_ms, _type_tor_ms, _type_tor_eligible_ms, _type_latency_ms, _type_aor_qr_ms, _type_tor_qr_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_aor_qr_ms, _dflt_tor_qr_ms, _return_type):\n def __init__(self,aor_ms:_type_aor_ms,aor_eligible_ms:_type_aor_eligible_ms,tor_ms:_type_tor_ms,tor_eligible_ms:_type_tor_eligible_ms,latency_ms:_type_latency_ms,aor_qr_ms:_type_aor_qr_ms=_dflt_aor_qr_ms,tor_qr_ms:_type_tor_qr_ms=_dflt_tor_qr_ms)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'aor_ms',aor_ms)\n  __dataclass_builtins_object__.__setattr__(self,'aor_eligible_ms',aor_eligible_ms)\n  __dataclass_builtins_object__.__setattr__(self,'tor_ms',tor_ms)\n  __dataclass_builtins_object__.__setattr__(self,'tor_eligible_ms',tor_eligible_ms)\n  __dataclass_builtins_object__.__setattr__(self,'latency_ms',latency_ms)\n  __dataclass_builtins_object__.__setattr__(self,'aor_qr_ms',aor_qr_ms)\n  __dataclass_builtins_object__.__setattr__(self,'tor_qr_ms',tor_qr_ms)\n return __init__",
    "def __create_fn__(_type_basis, _type_factor, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_basis, _dflt_factor, _dflt_source, _return_type):\n def __init__(self,basis:_type_basis=_dflt_basis,factor:_type_factor=_dflt_factor,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'basis',basis)\n  __dataclass_builtins_object__.__setattr__(self,'factor',factor)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    "def __create_fn__(_type_by_file, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_by_file, _return_type):\n def __init__(self,by_file:_type_by_file=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'by_file',_dflt_by_file() if by_file is _HAS_DEFAULT_FACTORY else by_file)\n return __init__",
    "def __create_fn__(_type_connections_per_tran, _type_time_wait, _type_full_handshakes_per_tran, _type_tls_base, _type_tls_mode, _type_tls_addon, _type_commarea_limit, _type_channel_capable, _type_single_server_tps, _type_qr_time, _type_qr_share, _type_payload_measured_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_connections_per_tran, _dflt_time_wait, _dflt_full_handshakes_per_tran, _dflt_tls_base, _dflt_tls_mode, _dflt_tls_addon, _dflt_commarea_limit, _dflt_channel_capable, _dflt_single_server_tps, _dflt_qr_time, _dflt_qr_share, _dflt_payload_measured_only, _return_type):\n def __init__(self,connections_per_tran:_type_connections_per_tran=_dflt_connections_per_tran,time_wait:_type_time_wait=_dflt_time_wait,full_handshakes_per_tran:_type_full_handshakes_per_tran=_dflt_full_handshakes_per_tran,tls_base:_type_tls_base=_dflt_tls_base,tls_mode:_type_tls_mode=_dflt_tls_mode,tls_addon:_type_tls_addon=_dflt_tls_addon,commarea_limit:_type_commarea_limit=_dflt_commarea_limit,channel_capable:_type_channel_capable=_dflt_channel_capable,single_server_tps:_type_single_server_tps=_dflt_single_server_tps,qr_time:_type_qr_time=_dflt_qr_time,qr_share:_type_qr_share=_dflt_qr_share,payload_measured_only:_type_payload_measured_only=_dflt_payload_measured_only)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'connections_per_tran',connections_per_tran)\n  __dataclass_builtins_object__.__setattr__(self,'time_wait',time_wait)\n  __dataclass_builtins_object__.__setattr__(self,'full_handshakes_per_tran',full_handshakes_per_tran)\n  __dataclass_builtins_object__.__setattr__(self,'tls_base',tls_base)\n  __dataclass_builtins_object__.__setattr__(self,'tls_mode',tls_mode)\n  __dataclass_builtins_object__.__setattr__(self,'tls_addon',tls_addon)\n  __dataclass_builtins_object__.__setattr__(self,'commarea_limit',commarea_limit)\n  __dataclass_builtins_object__.__setattr__(self,'channel_capable',channel_capable)\n  __dataclass_builtins_object__.__setattr__(self,'single_server_tps',single_server_tps)\n  __dataclass_builtins_object__.__setattr__(self,'qr_time',qr_time)\n  __dataclass_builtins_object__.__setattr__(self,'qr_share',qr_share)\n  __dataclass_builtins_object__.__setattr__(self,'payload_measured_only',payload_measured_only)\n return __init__",
    "def __create_fn__(_type_cp_share, _type_row, _type_etr, _type_table, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,cp_share:_type_cp_share,row:_type_row,etr:_type_etr,table:_type_table)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'cp_share',cp_share)\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n  __dataclass_builtins_object__.__setattr__(self,'etr',etr)\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n return __init__",
    'def __create_fn__(_type_cps, _type_category, _type_machine, _type_capacity, _type_forms, _type_unmoved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_capacity, _dflt_forms, _dflt_unmoved, _return_type):\n def __init__(self,cps:_type_cps,category:_type_category,machine:_type_machine,capacity:_type_capacity=_HAS_DEFAULT_FACTORY,forms:_type_forms=_HAS_DEFAULT_FACTORY,unmoved:_type_unmoved=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.cps=cps\n  self.category=category\n  self.machine=machine\n  self.capacity=_dflt_capacity() if capacity is _HAS_DEFAULT_FACTORY else capacity\n  self.forms=_dflt_forms() if forms is _HAS_DEFAULT_FACTORY else forms\n  self.unmoved=_dflt_unmoved() if unmoved is _HAS_DEFAULT_FACTORY else unmoved\n return __init__',
    "def __create_fn__(_type_cpu_class, _type_ended, _type_cp_ms, _type_ziip_on_cp_ms, _type_ziip_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,cpu_class:_type_cpu_class,ended:_type_ended,cp_ms:_type_cp_ms,ziip_on_cp_ms:_type_ziip_on_cp_ms,ziip_ms:_type_ziip_ms)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'cpu_class',cpu_class)\n  __dataclass_builtins_object__.__setattr__(self,'ended',ended)\n  __dataclass_builtins_object__.__setattr__(self,'cp_ms',cp_ms)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_on_cp_ms',ziip_on_cp_ms)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_ms',ziip_ms)\n return __init__",
    "def __create_fn__(_type_designation, _type_table, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,designation:_type_designation,table:_type_table)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'designation',designation)\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n return __init__",
    "def __create_fn__(_type_document, _type_machine, _type_machine_description, _type_lpar_cps, _type_lpar_ziips, _type_payload_in_bytes, _type_payload_out_bytes, _type_payload_note, _type_network, _type_releases, _type_ziip_honor_priority, _type_cipher, _type_xml_elements_in, _type_xml_elements_out, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ziip_honor_priority, _dflt_cipher, _dflt_xml_elements_in, _dflt_xml_elements_out, _dflt_source, _return_type):\n def __init__(self,document:_type_document,machine:_type_machine,machine_description:_type_machine_description,lpar_cps:_type_lpar_cps,lpar_ziips:_type_lpar_ziips,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,payload_note:_type_payload_note,network:_type_network,releases:_type_releases,ziip_honor_priority:_type_ziip_honor_priority=_dflt_ziip_honor_priority,cipher:_type_cipher=_dflt_cipher,xml_elements_in:_type_xml_elements_in=_dflt_xml_elements_in,xml_elements_out:_type_xml_elements_out=_dflt_xml_elements_out,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'document',document)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'machine_description',machine_description)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_ziips',lpar_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'payload_note',payload_note)\n  __dataclass_builtins_object__.__setattr__(self,'network',network)\n  __dataclass_builtins_object__.__setattr__(self,'releases',releases)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_honor_priority',ziip_honor_priority)\n  __dataclass_builtins_object__.__setattr__(self,'cipher',cipher)\n  __dataclass_builtins_object__.__setattr__(self,'xml_elements_in',xml_elements_in)\n  __dataclass_builtins_object__.__setattr__(self,'xml_elements_out',xml_elements_out)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    "def __create_fn__(_type_document, _type_machine, _type_machine_description, _type_lspr_category, _type_workload, _type_itr_definition, _type_driven_to, _type_releases, _type_units, _type_runs, _type_series, _type_notes, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):\n def __init__(self,document:_type_document,machine:_type_machine,machine_description:_type_machine_description,lspr_category:_type_lspr_category,workload:_type_workload,itr_definition:_type_itr_definition,driven_to:_type_driven_to,releases:_type_releases,units:_type_units,runs:_type_runs,series:_type_series,notes:_type_notes,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'document',document)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'machine_description',machine_description)\n  __dataclass_builtins_object__.__setattr__(self,'lspr_category',lspr_category)\n  __dataclass_builtins_object__.__setattr__(self,'workload',workload)\n  __dataclass_builtins_object__.__setattr__(self,'itr_definition',itr_definition)\n  __dataclass_builtins_object__.__setattr__(self,'driven_to',driven_to)\n  __dataclass_builtins_object__.__setattr__(self,'releases',releases)\n  __dataclass_builtins_object__.__setattr__(self,'units',units)\n  __dataclass_builtins_object__.__setattr__(self,'runs',runs)\n  __dataclass_builtins_object__.__setattr__(self,'series',series)\n  __dataclass_builtins_object__.__setattr__(self,'notes',notes)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    "def __create_fn__(_type_document, _type_where, _type_used_for, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,document:_type_document,where:_type_where,used_for:_type_used_for)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'document',document)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'used_for',used_for)\n return __init__",
    'def __create_fn__(_type_env, _type_ctx, _type_by_category, _type_xml_other, _type_plan_category, _type_model, _type_links, _type_cancelled, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_links, _dflt_cancelled, _return_type):\n def __init__(self,env:_type_env,ctx:_type_ctx,by_category:_type_by_category,xml_other:_type_xml_other,plan_category:_type_plan_category,model:_type_model,links:_type_links=_HAS_DEFAULT_FACTORY,cancelled:_type_cancelled=_dflt_cancelled)->_return_type:\n  self.env=env\n  self.ctx=ctx\n  self.by_category=by_category\n  self.xml_other=xml_other\n  self.plan_category=plan_category\n  self.model=model\n  self.links=_dflt_links() if links is _HAS_DEFAULT_FACTORY else links\n  self.cancelled=cancelled\n return __init__',
    "def __create_fn__(_type_file, _type_kind, _type_short, _type_publisher, _type_title, _type_about, _type_series, _type_product, _type_year, _type_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_about, _dflt_series, _dflt_product, _dflt_year, _dflt_date, _return_type):\n def __init__(self,file:_type_file,kind:_type_kind,short:_type_short,publisher:_type_publisher,title:_type_title=_dflt_title,about:_type_about=_dflt_about,series:_type_series=_dflt_series,product:_type_product=_dflt_product,year:_type_year=_dflt_year,date:_type_date=_dflt_date)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'short',short)\n  __dataclass_builtins_object__.__setattr__(self,'publisher',publisher)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'about',about)\n  __dataclass_builtins_object__.__setattr__(self,'series',series)\n  __dataclass_builtins_object__.__setattr__(self,'product',product)\n  __dataclass_builtins_object__.__setattr__(self,'year',year)\n  __dataclass_builtins_object__.__setattr__(self,'date',date)\n return __init__",
    'def __create_fn__(_type_first, _type_last, _type_static, _type_binding_label, _type_live_rows, _type_static_rows, _type_cached, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_first, _dflt_last, _dflt_static, _dflt_binding_label, _dflt_live_rows, _dflt_static_rows, _dflt_cached, _return_type):\n def __init__(self,first:_type_first=_dflt_first,last:_type_last=_dflt_last,static:_type_static=_HAS_DEFAULT_FACTORY,binding_label:_type_binding_label=_dflt_binding_label,live_rows:_type_live_rows=_HAS_DEFAULT_FACTORY,static_rows:_type_static_rows=_HAS_DEFAULT_FACTORY,cached:_type_cached=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.first=first\n  self.last=last\n  self.static=_dflt_static() if static is _HAS_DEFAULT_FACTORY else static\n  self.binding_label=binding_label\n  self.live_rows=_dflt_live_rows() if live_rows is _HAS_DEFAULT_FACTORY else live_rows\n  self.static_rows=_dflt_static_rows() if static_rows is _HAS_DEFAULT_FACTORY else static_rows\n  self.cached=_dflt_cached() if cached is _HAS_DEFAULT_FACTORY else cached\n return __init__',
    "def __create_fn__(_type_fixed_pct, _type_slope_pct_per_tps, _type_unconstrained_fixed_pct, _type_fixed_forced_to_zero, _type_r2, _type_residuals_pct, _type_rows_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,fixed_pct:_type_fixed_pct,slope_pct_per_tps:_type_slope_pct_per_tps,unconstrained_fixed_pct:_type_unconstrained_fixed_pct,fixed_forced_to_zero:_type_fixed_forced_to_zero,r2:_type_r2,residuals_pct:_type_residuals_pct,rows_used:_type_rows_used)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'fixed_pct',fixed_pct)\n  __dataclass_builtins_object__.__setattr__(self,'slope_pct_per_tps',slope_pct_per_tps)\n  __dataclass_builtins_object__.__setattr__(self,'unconstrained_fixed_pct',unconstrained_fixed_pct)\n  __dataclass_builtins_object__.__setattr__(self,'fixed_forced_to_zero',fixed_forced_to_zero)\n  __dataclass_builtins_object__.__setattr__(self,'r2',r2)\n  __dataclass_builtins_object__.__setattr__(self,'residuals_pct',residuals_pct)\n  __dataclass_builtins_object__.__setattr__(self,'rows_used',rows_used)\n return __init__",
    "def __create_fn__(_type_front_end, _type_table, _type_runid, _type_cps, _type_regions, _type_terminals, _type_plans, _type_etr_tps, _type_busy_pct, _type_itr_published_tps, _type_irlm_susp_k, _type_db2_latch_per_s, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,front_end:_type_front_end,table:_type_table,runid:_type_runid,cps:_type_cps,regions:_type_regions,terminals:_type_terminals,plans:_type_plans,etr_tps:_type_etr_tps,busy_pct:_type_busy_pct,itr_published_tps:_type_itr_published_tps,irlm_susp_k:_type_irlm_susp_k,db2_latch_per_s:_type_db2_latch_per_s)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'front_end',front_end)\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n  __dataclass_builtins_object__.__setattr__(self,'runid',runid)\n  __dataclass_builtins_object__.__setattr__(self,'cps',cps)\n  __dataclass_builtins_object__.__setattr__(self,'regions',regions)\n  __dataclass_builtins_object__.__setattr__(self,'terminals',terminals)\n  __dataclass_builtins_object__.__setattr__(self,'plans',plans)\n  __dataclass_builtins_object__.__setattr__(self,'etr_tps',etr_tps)\n  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'itr_published_tps',itr_published_tps)\n  __dataclass_builtins_object__.__setattr__(self,'irlm_susp_k',irlm_susp_k)\n  __dataclass_builtins_object__.__setattr__(self,'db2_latch_per_s',db2_latch_per_s)\n return __init__",
    "def __create_fn__(_type_func, _type_args, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,func:_type_func,args:_type_args)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'func',func)\n  __dataclass_builtins_object__.__setattr__(self,'args',args)\n return __init__",
    "def __create_fn__(_type_gcp_engines_per_tps, _type_ziip_engines_per_tps, _type_own_engines_per_tps, _type_own_base_engines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,gcp_engines_per_tps:_type_gcp_engines_per_tps,ziip_engines_per_tps:_type_ziip_engines_per_tps,own_engines_per_tps:_type_own_engines_per_tps,own_base_engines:_type_own_base_engines)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'gcp_engines_per_tps',gcp_engines_per_tps)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_engines_per_tps',ziip_engines_per_tps)\n  __dataclass_builtins_object__.__setattr__(self,'own_engines_per_tps',own_engines_per_tps)\n  __dataclass_builtins_object__.__setattr__(self,'own_base_engines',own_base_engines)\n return __init__",
    "def __create_fn__(_type_header, _type_kind, _type_address_space, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_space, _return_type):\n def __init__(self,header:_type_header,kind:_type_kind,address_space:_type_address_space=_dflt_address_space)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'header',header)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)\n return __init__",
    "def __create_fn__(_type_header, _type_workload_key, _type_cell_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,header:_type_header,workload_key:_type_workload_key,cell_key:_type_cell_key)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'header',header)\n  __dataclass_builtins_object__.__setattr__(self,'workload_key',workload_key)\n  __dataclass_builtins_object__.__setattr__(self,'cell_key',cell_key)\n return __init__",
    'def __create_fn__(_type_headers, _type_rows, _type_numeric, _type_bold_rows, _type_small, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_bold_rows, _dflt_small, _return_type):\n def __init__(self,headers:_type_headers,rows:_type_rows,numeric:_type_numeric,bold_rows:_type_bold_rows=_HAS_DEFAULT_FACTORY,small:_type_small=_dflt_small)->_return_type:\n  self.headers=headers\n  self.rows=rows\n  self.numeric=numeric\n  self.bold_rows=_dflt_bold_rows() if bold_rows is _HAS_DEFAULT_FACTORY else bold_rows\n  self.small=small\n return __init__',
    'def __create_fn__(_type_headers, _type_rows, _type_where, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,headers:_type_headers,rows:_type_rows,where:_type_where)->_return_type:\n  self.headers=headers\n  self.rows=rows\n  self.where=where\n return __init__',
    "def __create_fn__(_type_high, _type_medium, _type_low, _type_medium_share, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,high:_type_high,medium:_type_medium,low:_type_low,medium_share:_type_medium_share)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'high',high)\n  __dataclass_builtins_object__.__setattr__(self,'medium',medium)\n  __dataclass_builtins_object__.__setattr__(self,'low',low)\n  __dataclass_builtins_object__.__setattr__(self,'medium_share',medium_share)\n return __init__",
    "def __create_fn__(_type_id, _type_name, _type_family, _type_summary, _type_description, _type_etr_counts, _type_coverage, _type_reference, _type_measurements, _type_notes, _type_extracts, _type_path, _type_shape, _type_origin, _type_provenance, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shape, _dflt_origin, _dflt_provenance, _dflt_digest, _return_type):\n def __init__(self,id:_type_id,name:_type_name,family:_type_family,summary:_type_summary,description:_type_description,etr_counts:_type_etr_counts,coverage:_type_coverage,reference:_type_reference,measurements:_type_measurements,notes:_type_notes,extracts:_type_extracts,path:_type_path,shape:_type_shape=_dflt_shape,origin:_type_origin=_dflt_origin,provenance:_type_provenance=_HAS_DEFAULT_FACTORY,digest:_type_digest=_dflt_digest)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'family',family)\n  __dataclass_builtins_object__.__setattr__(self,'summary',summary)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'etr_counts',etr_counts)\n  __dataclass_builtins_object__.__setattr__(self,'coverage',coverage)\n  __dataclass_builtins_object__.__setattr__(self,'reference',reference)\n  __dataclass_builtins_object__.__setattr__(self,'measurements',measurements)\n  __dataclass_builtins_object__.__setattr__(self,'notes',notes)\n  __dataclass_builtins_object__.__setattr__(self,'extracts',extracts)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'shape',shape)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n  __dataclass_builtins_object__.__setattr__(self,'provenance',_dflt_provenance() if provenance is _HAS_DEFAULT_FACTORY else provenance)\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n return __init__",
    "def __create_fn__(_type_index, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,index:_type_index,reason:_type_reason)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n return __init__",
    "def __create_fn__(_type_index, _type_user_cells, _type_flat, _type_fixed, _type_eligible, _type_cell_fixed, _type_cell_eligible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,index:_type_index,user_cells:_type_user_cells,flat:_type_flat,fixed:_type_fixed,eligible:_type_eligible,cell_fixed:_type_cell_fixed,cell_eligible:_type_cell_eligible)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'user_cells',user_cells)\n  __dataclass_builtins_object__.__setattr__(self,'flat',flat)\n  __dataclass_builtins_object__.__setattr__(self,'fixed',fixed)\n  __dataclass_builtins_object__.__setattr__(self,'eligible',eligible)\n  __dataclass_builtins_object__.__setattr__(self,'cell_fixed',cell_fixed)\n  __dataclass_builtins_object__.__setattr__(self,'cell_eligible',cell_eligible)\n return __init__",
    "def __create_fn__(_type_initial, _type_absolute, _type_group, _type_defined_msu, _type_wlm_capped_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_initial, _dflt_absolute, _dflt_group, _dflt_defined_msu, _dflt_wlm_capped_pct, _return_type):\n def __init__(self,initial:_type_initial=_dflt_initial,absolute:_type_absolute=_dflt_absolute,group:_type_group=_dflt_group,defined_msu:_type_defined_msu=_dflt_defined_msu,wlm_capped_pct:_type_wlm_capped_pct=_dflt_wlm_capped_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'initial',initial)\n  __dataclass_builtins_object__.__setattr__(self,'absolute',absolute)\n  __dataclass_builtins_object__.__setattr__(self,'group',group)\n  __dataclass_builtins_object__.__setattr__(self,'defined_msu',defined_msu)\n  __dataclass_builtins_object__.__setattr__(self,'wlm_capped_pct',wlm_capped_pct)\n return __init__",
    'def __create_fn__(_type_instance, _type_instance_count, _type_instance_multiplier, _type_uses, _type_valid, _type_extra, _type_samples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_extra, _dflt_samples, _return_type):\n def __init__(self,instance:_type_instance,instance_count:_type_instance_count,instance_multiplier:_type_instance_multiplier,uses:_type_uses,valid:_type_valid,extra:_type_extra=_HAS_DEFAULT_FACTORY,samples:_type_samples=_dflt_samples)->_return_type:\n  self.instance=instance\n  self.instance_count=instance_count\n  self.instance_multiplier=instance_multiplier\n  self.uses=uses\n  self.valid=valid\n  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra\n  self.samples=samples\n return __init__',
    "def __create_fn__(_type_interval, _type_sources, _type_system, _type_cpc, _type_lpar, _type_partition_name, _type_partitions, _type_classes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_sources, _dflt_system, _dflt_cpc, _dflt_lpar, _dflt_partition_name, _dflt_partitions, _dflt_classes, _return_type):\n def __init__(self,interval:_type_interval,sources:_type_sources=_dflt_sources,system:_type_system=_dflt_system,cpc:_type_cpc=_dflt_cpc,lpar:_type_lpar=_dflt_lpar,partition_name:_type_partition_name=_dflt_partition_name,partitions:_type_partitions=_dflt_partitions,classes:_type_classes=_dflt_classes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'interval',interval)\n  __dataclass_builtins_object__.__setattr__(self,'sources',sources)\n  __dataclass_builtins_object__.__setattr__(self,'system',system)\n  __dataclass_builtins_object__.__setattr__(self,'cpc',cpc)\n  __dataclass_builtins_object__.__setattr__(self,'lpar',lpar)\n  __dataclass_builtins_object__.__setattr__(self,'partition_name',partition_name)\n  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)\n  __dataclass_builtins_object__.__setattr__(self,'classes',classes)\n return __init__",
    "def __create_fn__(_type_intervals, _type_files, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_files, _return_type):\n def __init__(self,intervals:_type_intervals,files:_type_files=_dflt_files)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'intervals',intervals)\n  __dataclass_builtins_object__.__setattr__(self,'files',files)\n return __init__",
    'def __create_fn__(_type_intervals, _type_skipped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,intervals:_type_intervals,skipped:_type_skipped)->_return_type:\n  self.intervals=intervals\n  self.skipped=skipped\n return __init__',
    'def __create_fn__(_type_item, _type_lock, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,item:_type_item,lock:_type_lock)->_return_type:\n  self.item=item\n  self.lock=lock\n return __init__',
    'def __create_fn__(_type_items, _type_style, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _return_type):\n def __init__(self,items:_type_items,style:_type_style=_dflt_style)->_return_type:\n  self.items=items\n  self.style=style\n return __init__',
    "def __create_fn__(_type_key, _type_cpu_from, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cpu_from, _return_type):\n def __init__(self,key:_type_key,cpu_from:_type_cpu_from=_dflt_cpu_from)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'cpu_from',cpu_from)\n return __init__",
    "def __create_fn__(_type_key, _type_header, _type_spec, _type_quantity, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_spec, _dflt_quantity, _return_type):\n def __init__(self,key:_type_key,header:_type_header,spec:_type_spec=_dflt_spec,quantity:_type_quantity=_dflt_quantity)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'header',header)\n  __dataclass_builtins_object__.__setattr__(self,'spec',spec)\n  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_kind, _type_description, _type_unit, _type_min, _type_max, _type_required, _type_default, _type_default_source, _type_formula, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unit, _dflt_min, _dflt_max, _dflt_required, _dflt_default, _dflt_default_source, _dflt_formula, _return_type):\n def __init__(self,key:_type_key,label:_type_label,kind:_type_kind,description:_type_description,unit:_type_unit=_dflt_unit,min:_type_min=_dflt_min,max:_type_max=_dflt_max,required:_type_required=_dflt_required,default:_type_default=_dflt_default,default_source:_type_default_source=_dflt_default_source,formula:_type_formula=_dflt_formula)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'min',min)\n  __dataclass_builtins_object__.__setattr__(self,'max',max)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'default',default)\n  __dataclass_builtins_object__.__setattr__(self,'default_source',default_source)\n  __dataclass_builtins_object__.__setattr__(self,'formula',formula)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_unit, _type_level, _type_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,level:_type_level,description:_type_description)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'level',level)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_unit, _type_threshold, _type_base, _type_explanation, _type_read, _type_quantity, _type_workloads, _type_at, _type_threshold_key, _type_base_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_workloads, _dflt_at, _dflt_threshold_key, _dflt_base_key, _return_type):\n def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,threshold:_type_threshold,base:_type_base,explanation:_type_explanation,read:_type_read,quantity:_type_quantity,workloads:_type_workloads=_dflt_workloads,at:_type_at=_dflt_at,threshold_key:_type_threshold_key=_dflt_threshold_key,base_key:_type_base_key=_dflt_base_key)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'explanation',explanation)\n  __dataclass_builtins_object__.__setattr__(self,'read',read)\n  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)\n  __dataclass_builtins_object__.__setattr__(self,'workloads',workloads)\n  __dataclass_builtins_object__.__setattr__(self,'at',at)\n  __dataclass_builtins_object__.__setattr__(self,'threshold_key',threshold_key)\n  __dataclass_builtins_object__.__setattr__(self,'base_key',base_key)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_unit, _type_value, _type_formula, _type_with_values, _type_inputs, _type_where, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_note, _return_type):\n def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,value:_type_value,formula:_type_formula,with_values:_type_with_values,inputs:_type_inputs,where:_type_where,note:_type_note=_dflt_note)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'formula',formula)\n  __dataclass_builtins_object__.__setattr__(self,'with_values',with_values)\n  __dataclass_builtins_object__.__setattr__(self,'inputs',inputs)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_unit, _type_value, _type_threshold, _type_max_factor, _type_total_tps, _type_explanation, _type_assumptions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_assumptions, _return_type):\n def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,value:_type_value,threshold:_type_threshold,max_factor:_type_max_factor,total_tps:_type_total_tps,explanation:_type_explanation,assumptions:_type_assumptions=_dflt_assumptions)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)\n  __dataclass_builtins_object__.__setattr__(self,'max_factor',max_factor)\n  __dataclass_builtins_object__.__setattr__(self,'total_tps',total_tps)\n  __dataclass_builtins_object__.__setattr__(self,'explanation',explanation)\n  __dataclass_builtins_object__.__setattr__(self,'assumptions',assumptions)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_value, _type_threshold, _type_unit, _type_fix, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,label:_type_label,value:_type_value,threshold:_type_threshold,unit:_type_unit,fix:_type_fix)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'fix',fix)\n return __init__",
    "def __create_fn__(_type_key, _type_label, _type_value, _type_unit, _type_provenance, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,label:_type_label,value:_type_value,unit:_type_unit,provenance:_type_provenance)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'provenance',provenance)\n return __init__",
    "def __create_fn__(_type_key, _type_name, _type_distribution, _type_active, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,name:_type_name,distribution:_type_distribution,active:_type_active)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'distribution',distribution)\n  __dataclass_builtins_object__.__setattr__(self,'active',active)\n return __init__",
    "def __create_fn__(_type_key, _type_name, _type_group, _type_unit, _type_default, _type_description, _type_argument, _type_min, _type_max, _type_integer, _type_choices, _type_source, _type_suggestions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min, _dflt_max, _dflt_integer, _dflt_choices, _dflt_source, _dflt_suggestions, _return_type):\n def __init__(self,key:_type_key,name:_type_name,group:_type_group,unit:_type_unit,default:_type_default,description:_type_description,argument:_type_argument,min:_type_min=_dflt_min,max:_type_max=_dflt_max,integer:_type_integer=_dflt_integer,choices:_type_choices=_dflt_choices,source:_type_source=_dflt_source,suggestions:_type_suggestions=_dflt_suggestions)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'group',group)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'default',default)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'argument',argument)\n  __dataclass_builtins_object__.__setattr__(self,'min',min)\n  __dataclass_builtins_object__.__setattr__(self,'max',max)\n  __dataclass_builtins_object__.__setattr__(self,'integer',integer)\n  __dataclass_builtins_object__.__setattr__(self,'choices',choices)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'suggestions',suggestions)\n return __init__",
    "def __create_fn__(_type_key, _type_name, _type_scope, _type_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,name:_type_name,scope:_type_scope,description:_type_description)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'scope',scope)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n return __init__",
    "def __create_fn__(_type_key, _type_name, _type_why, _type_runs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,name:_type_name,why:_type_why,runs:_type_runs)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'why',why)\n  __dataclass_builtins_object__.__setattr__(self,'runs',runs)\n return __init__",
    "def __create_fn__(_type_kind, _type_busy_pct, _type_logical, _type_available, _type_available_busy_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_available, _dflt_available_busy_pct, _return_type):\n def __init__(self,kind:_type_kind,busy_pct:_type_busy_pct,logical:_type_logical,available:_type_available=_dflt_available,available_busy_pct:_type_available_busy_pct=_dflt_available_busy_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'logical',logical)\n  __dataclass_builtins_object__.__setattr__(self,'available',available)\n  __dataclass_builtins_object__.__setattr__(self,'available_busy_pct',available_busy_pct)\n return __init__",
    "def __create_fn__(_type_kind, _type_demand, _type_physical, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,demand:_type_demand,physical:_type_physical)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'demand',demand)\n  __dataclass_builtins_object__.__setattr__(self,'physical',physical)\n return __init__",
    "def __create_fn__(_type_kind, _type_fixed, _type_moved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,fixed:_type_fixed,moved:_type_moved)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'fixed',fixed)\n  __dataclass_builtins_object__.__setattr__(self,'moved',moved)\n return __init__",
    "def __create_fn__(_type_kind, _type_key, _type_name, _type_period, _type_workload, _type_description, _type_intervals, _type_seconds, _type_ended, _type_ended_per_s, _type_response_ms, _type_appl_cp_pct, _type_appl_ziip_on_cp_pct, _type_appl_ziip_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,key:_type_key,name:_type_name,period:_type_period,workload:_type_workload,description:_type_description,intervals:_type_intervals,seconds:_type_seconds,ended:_type_ended,ended_per_s:_type_ended_per_s,response_ms:_type_response_ms,appl_cp_pct:_type_appl_cp_pct,appl_ziip_on_cp_pct:_type_appl_ziip_on_cp_pct,appl_ziip_pct:_type_appl_ziip_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'period',period)\n  __dataclass_builtins_object__.__setattr__(self,'workload',workload)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'intervals',intervals)\n  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)\n  __dataclass_builtins_object__.__setattr__(self,'ended',ended)\n  __dataclass_builtins_object__.__setattr__(self,'ended_per_s',ended_per_s)\n  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)\n  __dataclass_builtins_object__.__setattr__(self,'appl_cp_pct',appl_cp_pct)\n  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_on_cp_pct',appl_ziip_on_cp_pct)\n  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_pct',appl_ziip_pct)\n return __init__",
    'def __create_fn__(_type_kind, _type_line, _type_title, _type_lines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_lines, _return_type):\n def __init__(self,kind:_type_kind,line:_type_line,title:_type_title=_dflt_title,lines:_type_lines=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.kind=kind\n  self.line=line\n  self.title=title\n  self.lines=_dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines\n return __init__',
    "def __create_fn__(_type_kind, _type_name, _type_period, _type_workload, _type_description, _type_ended, _type_ended_per_s, _type_response_ms, _type_execution_ms, _type_queued_ms, _type_appl_cp_pct, _type_appl_ziip_on_cp_pct, _type_appl_ziip_pct, _type_cpu_s, _type_srb_s, _type_ziip_s, _type_where, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_period, _dflt_workload, _dflt_description, _dflt_ended, _dflt_ended_per_s, _dflt_response_ms, _dflt_execution_ms, _dflt_queued_ms, _dflt_appl_cp_pct, _dflt_appl_ziip_on_cp_pct, _dflt_appl_ziip_pct, _dflt_cpu_s, _dflt_srb_s, _dflt_ziip_s, _dflt_where, _return_type):\n def __init__(self,kind:_type_kind,name:_type_name,period:_type_period=_dflt_period,workload:_type_workload=_dflt_workload,description:_type_description=_dflt_description,ended:_type_ended=_dflt_ended,ended_per_s:_type_ended_per_s=_dflt_ended_per_s,response_ms:_type_response_ms=_dflt_response_ms,execution_ms:_type_execution_ms=_dflt_execution_ms,queued_ms:_type_queued_ms=_dflt_queued_ms,appl_cp_pct:_type_appl_cp_pct=_dflt_appl_cp_pct,appl_ziip_on_cp_pct:_type_appl_ziip_on_cp_pct=_dflt_appl_ziip_on_cp_pct,appl_ziip_pct:_type_appl_ziip_pct=_dflt_appl_ziip_pct,cpu_s:_type_cpu_s=_dflt_cpu_s,srb_s:_type_srb_s=_dflt_srb_s,ziip_s:_type_ziip_s=_dflt_ziip_s,where:_type_where=_dflt_where)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'period',period)\n  __dataclass_builtins_object__.__setattr__(self,'workload',workload)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'ended',ended)\n  __dataclass_builtins_object__.__setattr__(self,'ended_per_s',ended_per_s)\n  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)\n  __dataclass_builtins_object__.__setattr__(self,'execution_ms',execution_ms)\n  __dataclass_builtins_object__.__setattr__(self,'queued_ms',queued_ms)\n  __dataclass_builtins_object__.__setattr__(self,'appl_cp_pct',appl_cp_pct)\n  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_on_cp_pct',appl_ziip_on_cp_pct)\n  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_pct',appl_ziip_pct)\n  __dataclass_builtins_object__.__setattr__(self,'cpu_s',cpu_s)\n  __dataclass_builtins_object__.__setattr__(self,'srb_s',srb_s)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_s',ziip_s)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n return __init__",
    "def __create_fn__(_type_kind, _type_pool, _type_own, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,pool:_type_pool,own:_type_own)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'pool',pool)\n  __dataclass_builtins_object__.__setattr__(self,'own',own)\n return __init__",
    "def __create_fn__(_type_kind, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    'def __create_fn__(_type_kind, _type_title, _type_data, _type_height_share, _type_min_height_share, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_height_share, _dflt_min_height_share, _return_type):\n def __init__(self,kind:_type_kind,title:_type_title,data:_type_data,height_share:_type_height_share=_dflt_height_share,min_height_share:_type_min_height_share=_dflt_min_height_share)->_return_type:\n  self.kind=kind\n  self.title=title\n  self.data=data\n  self.height_share=height_share\n  self.min_height_share=min_height_share\n return __init__',
    "def __create_fn__(_type_kind, _type_where, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,where:_type_where,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    "def __create_fn__(_type_label, _type_cps, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,label:_type_label,cps:_type_cps,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'cps',cps)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    "def __create_fn__(_type_label, _type_kind, _type_address_space, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_space, _return_type):\n def __init__(self,label:_type_label,kind:_type_kind,address_space:_type_address_space=_dflt_address_space)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)\n return __init__",
    "def __create_fn__(_type_lambda_tps, _type_sigma, _type_kappa, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,lambda_tps:_type_lambda_tps,sigma:_type_sigma,kappa:_type_kappa)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'lambda_tps',lambda_tps)\n  __dataclass_builtins_object__.__setattr__(self,'sigma',sigma)\n  __dataclass_builtins_object__.__setattr__(self,'kappa',kappa)\n return __init__",
    "def __create_fn__(_type_level, _type_text, _type_anchor, _type_position, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,level:_type_level,text:_type_text,anchor:_type_anchor,position:_type_position)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'level',level)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)\n  __dataclass_builtins_object__.__setattr__(self,'position',position)\n return __init__",
    "def __create_fn__(_type_limits, _type_binding, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,limits:_type_limits,binding:_type_binding,notes:_type_notes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'limits',limits)\n  __dataclass_builtins_object__.__setattr__(self,'binding',binding)\n  __dataclass_builtins_object__.__setattr__(self,'notes',notes)\n return __init__",
    'def __create_fn__(_type_line, _type_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,line:_type_line,groups:_type_groups)->_return_type:\n  self.line=line\n  self.groups=groups\n return __init__',
    "def __create_fn__(_type_link, _type_ms_by_space, _type_eligible_ms_by_space, _type_payload_in_bytes, _type_payload_out_bytes, _type_machine, _type_lpar_cps, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,link:_type_link,ms_by_space:_type_ms_by_space,eligible_ms_by_space:_type_eligible_ms_by_space,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,machine:_type_machine,lpar_cps:_type_lpar_cps,source:_type_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'link',link)\n  __dataclass_builtins_object__.__setattr__(self,'ms_by_space',ms_by_space)\n  __dataclass_builtins_object__.__setattr__(self,'eligible_ms_by_space',eligible_ms_by_space)\n  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    "def __create_fn__(_type_logical_cps, _type_logical_ziips, _type_cp_busy_pct, _type_ziip_busy_pct, _type_cp_mvs_busy_pct, _type_ziip_mvs_busy_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cp_mvs_busy_pct, _dflt_ziip_mvs_busy_pct, _return_type):\n def __init__(self,logical_cps:_type_logical_cps,logical_ziips:_type_logical_ziips,cp_busy_pct:_type_cp_busy_pct,ziip_busy_pct:_type_ziip_busy_pct,cp_mvs_busy_pct:_type_cp_mvs_busy_pct=_dflt_cp_mvs_busy_pct,ziip_mvs_busy_pct:_type_ziip_mvs_busy_pct=_dflt_ziip_mvs_busy_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)\n  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'cp_busy_pct',cp_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'cp_mvs_busy_pct',cp_mvs_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_mvs_busy_pct',ziip_mvs_busy_pct)\n return __init__",
    "def __create_fn__(_type_machine_type, _type_model, _type_hardware_model, _type_capacity_msu, _type_physical_cps, _type_physical_ziips, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hardware_model, _dflt_capacity_msu, _dflt_physical_cps, _dflt_physical_ziips, _return_type):\n def __init__(self,machine_type:_type_machine_type,model:_type_model,hardware_model:_type_hardware_model=_dflt_hardware_model,capacity_msu:_type_capacity_msu=_dflt_capacity_msu,physical_cps:_type_physical_cps=_dflt_physical_cps,physical_ziips:_type_physical_ziips=_dflt_physical_ziips)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'machine_type',machine_type)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'hardware_model',hardware_model)\n  __dataclass_builtins_object__.__setattr__(self,'capacity_msu',capacity_msu)\n  __dataclass_builtins_object__.__setattr__(self,'physical_cps',physical_cps)\n  __dataclass_builtins_object__.__setattr__(self,'physical_ziips',physical_ziips)\n return __init__",
    'def __create_fn__(_type_machine_type, _type_type_label, _type_scenario, _type_settings, _type_candidates, _type_target_cp_busy_pct, _type_objective, _type_answers, _type_not_computed, _type_unmet, _type_skipped, _type_notes, _type_computations, _type_plan_hardware, _type_min_cps, _type_now, _type_partition_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_objective, _dflt_answers, _dflt_not_computed, _dflt_unmet, _dflt_skipped, _dflt_notes, _dflt_computations, _dflt_plan_hardware, _dflt_min_cps, _dflt_now, _dflt_partition_names, _return_type):\n def __init__(self,machine_type:_type_machine_type,type_label:_type_type_label,scenario:_type_scenario,settings:_type_settings,candidates:_type_candidates,target_cp_busy_pct:_type_target_cp_busy_pct,objective:_type_objective=_dflt_objective,answers:_type_answers=_HAS_DEFAULT_FACTORY,not_computed:_type_not_computed=_HAS_DEFAULT_FACTORY,unmet:_type_unmet=_dflt_unmet,skipped:_type_skipped=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY,computations:_type_computations=_dflt_computations,plan_hardware:_type_plan_hardware=_HAS_DEFAULT_FACTORY,min_cps:_type_min_cps=_dflt_min_cps,now:_type_now=_dflt_now,partition_names:_type_partition_names=_dflt_partition_names)->_return_type:\n  self.machine_type=machine_type\n  self.type_label=type_label\n  self.scenario=scenario\n  self.settings=settings\n  self.candidates=candidates\n  self.target_cp_busy_pct=target_cp_busy_pct\n  self.objective=objective\n  self.answers=_dflt_answers() if answers is _HAS_DEFAULT_FACTORY else answers\n  self.not_computed=_dflt_not_computed() if not_computed is _HAS_DEFAULT_FACTORY else not_computed\n  self.unmet=unmet\n  self.skipped=_dflt_skipped() if skipped is _HAS_DEFAULT_FACTORY else skipped\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n  self.computations=computations\n  self.plan_hardware=_dflt_plan_hardware() if plan_hardware is _HAS_DEFAULT_FACTORY else plan_hardware\n  self.min_cps=min_cps\n  self.now=now\n  self.partition_names=partition_names\n return __init__',
    "def __create_fn__(_type_model, _type_ziips, _type_cp_busy_pct, _type_ziip_busy_pct, _type_spill_pct, _type_binding_label, _type_headroom_pct, _type_shortfalls, _type_hardware, _type_lpar_msu, _type_note, _type_slowest_response_ms, _type_slowest_workload, _type_partitions, _type_cp_busy, _type_ziip_busy, _type_saturated_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lpar_msu, _dflt_note, _dflt_slowest_response_ms, _dflt_slowest_workload, _dflt_partitions, _dflt_cp_busy, _dflt_ziip_busy, _dflt_saturated_on, _return_type):\n def __init__(self,model:_type_model,ziips:_type_ziips,cp_busy_pct:_type_cp_busy_pct,ziip_busy_pct:_type_ziip_busy_pct,spill_pct:_type_spill_pct,binding_label:_type_binding_label,headroom_pct:_type_headroom_pct,shortfalls:_type_shortfalls,hardware:_type_hardware,lpar_msu:_type_lpar_msu=_dflt_lpar_msu,note:_type_note=_dflt_note,slowest_response_ms:_type_slowest_response_ms=_dflt_slowest_response_ms,slowest_workload:_type_slowest_workload=_dflt_slowest_workload,partitions:_type_partitions=_dflt_partitions,cp_busy:_type_cp_busy=_dflt_cp_busy,ziip_busy:_type_ziip_busy=_dflt_ziip_busy,saturated_on:_type_saturated_on=_dflt_saturated_on)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'ziips',ziips)\n  __dataclass_builtins_object__.__setattr__(self,'cp_busy_pct',cp_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'spill_pct',spill_pct)\n  __dataclass_builtins_object__.__setattr__(self,'binding_label',binding_label)\n  __dataclass_builtins_object__.__setattr__(self,'headroom_pct',headroom_pct)\n  __dataclass_builtins_object__.__setattr__(self,'shortfalls',shortfalls)\n  __dataclass_builtins_object__.__setattr__(self,'hardware',hardware)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_msu',lpar_msu)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n  __dataclass_builtins_object__.__setattr__(self,'slowest_response_ms',slowest_response_ms)\n  __dataclass_builtins_object__.__setattr__(self,'slowest_workload',slowest_workload)\n  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)\n  __dataclass_builtins_object__.__setattr__(self,'cp_busy',cp_busy)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_busy',ziip_busy)\n  __dataclass_builtins_object__.__setattr__(self,'saturated_on',saturated_on)\n return __init__",
    "def __create_fn__(_type_model_id, _type_method, _type_by_as, _type_saturated, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,model_id:_type_model_id,method:_type_method,by_as:_type_by_as,saturated:_type_saturated,rule:_type_rule)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'model_id',model_id)\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'by_as',by_as)\n  __dataclass_builtins_object__.__setattr__(self,'saturated',saturated)\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n return __init__",
    "def __create_fn__(_type_model_id, _type_name, _type_family, _type_machine, _type_lpar_cps, _type_lpar_ziips, _type_releases, _type_counting, _type_like, _type_payload_in_bytes, _type_payload_out_bytes, _type_summary, _type_network, _type_measured_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_releases, _dflt_counting, _dflt_like, _dflt_payload_in_bytes, _dflt_payload_out_bytes, _dflt_summary, _dflt_network, _dflt_measured_on, _return_type):\n def __init__(self,model_id:_type_model_id,name:_type_name,family:_type_family,machine:_type_machine,lpar_cps:_type_lpar_cps,lpar_ziips:_type_lpar_ziips,releases:_type_releases=_HAS_DEFAULT_FACTORY,counting:_type_counting=_dflt_counting,like:_type_like=_dflt_like,payload_in_bytes:_type_payload_in_bytes=_dflt_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes=_dflt_payload_out_bytes,summary:_type_summary=_dflt_summary,network:_type_network=_dflt_network,measured_on:_type_measured_on=_dflt_measured_on)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'model_id',model_id)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'family',family)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_ziips',lpar_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'releases',_dflt_releases() if releases is _HAS_DEFAULT_FACTORY else releases)\n  __dataclass_builtins_object__.__setattr__(self,'counting',counting)\n  __dataclass_builtins_object__.__setattr__(self,'like',like)\n  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'summary',summary)\n  __dataclass_builtins_object__.__setattr__(self,'network',network)\n  __dataclass_builtins_object__.__setattr__(self,'measured_on',measured_on)\n return __init__",
    'def __create_fn__(_type_model_ids, _type_spaces, _type_method, _type_arrays, _type_measured, _type_costs, _type_overridden, _type_catalog, _type_rule, _type__busiest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_catalog, _dflt_rule, _dflt__busiest, _return_type):\n def __init__(self,model_ids:_type_model_ids,spaces:_type_spaces,method:_type_method,arrays:_type_arrays,measured:_type_measured,costs:_type_costs,overridden:_type_overridden,catalog:_type_catalog=_dflt_catalog,rule:_type_rule=_dflt_rule,_busiest:_type__busiest=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.model_ids=model_ids\n  self.spaces=spaces\n  self.method=method\n  self.arrays=arrays\n  self.measured=measured\n  self.costs=costs\n  self.overridden=overridden\n  self.catalog=catalog\n  self.rule=rule\n  self._busiest=_dflt__busiest() if _busiest is _HAS_DEFAULT_FACTORY else _busiest\n return __init__',
    'def __create_fn__(_type_models, _type_address_spaces, _type_assumptions, _type_folder, _type_machines, _type_limits, _type_app_workloads, _type_families, _type_builtin_digest, _type_user_folder, _type_user_problems, _type_documents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_limits, _dflt_app_workloads, _dflt_families, _dflt_builtin_digest, _dflt_user_folder, _dflt_user_problems, _dflt_documents, _return_type):\n def __init__(self,models:_type_models,address_spaces:_type_address_spaces,assumptions:_type_assumptions,folder:_type_folder,machines:_type_machines,limits:_type_limits=_HAS_DEFAULT_FACTORY,app_workloads:_type_app_workloads=_HAS_DEFAULT_FACTORY,families:_type_families=_dflt_families,builtin_digest:_type_builtin_digest=_dflt_builtin_digest,user_folder:_type_user_folder=_dflt_user_folder,user_problems:_type_user_problems=_HAS_DEFAULT_FACTORY,documents:_type_documents=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.models=models\n  self.address_spaces=address_spaces\n  self.assumptions=assumptions\n  self.folder=folder\n  self.machines=machines\n  self.limits=_dflt_limits() if limits is _HAS_DEFAULT_FACTORY else limits\n  self.app_workloads=_dflt_app_workloads() if app_workloads is _HAS_DEFAULT_FACTORY else app_workloads\n  self.families=families\n  self.builtin_digest=builtin_digest\n  self.user_folder=user_folder\n  self.user_problems=_dflt_user_problems() if user_problems is _HAS_DEFAULT_FACTORY else user_problems\n  self.documents=_dflt_documents() if documents is _HAS_DEFAULT_FACTORY else documents\n return __init__',
    "def __create_fn__(_type_moved, _type_shown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,moved:_type_moved,shown:_type_shown)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'moved',moved)\n  __dataclass_builtins_object__.__setattr__(self,'shown',shown)\n return __init__",
    "def __create_fn__(_type_multipliers, _type_tps, _type_new_work_msu, _type_lpar_msu, _type_gcp_busy_pct, _type_rolling_msu, _type_msu_per_cp, _type_unserved_msu, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unserved_msu, _return_type):\n def __init__(self,multipliers:_type_multipliers,tps:_type_tps,new_work_msu:_type_new_work_msu,lpar_msu:_type_lpar_msu,gcp_busy_pct:_type_gcp_busy_pct,rolling_msu:_type_rolling_msu,msu_per_cp:_type_msu_per_cp,unserved_msu:_type_unserved_msu=_dflt_unserved_msu)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'multipliers',multipliers)\n  __dataclass_builtins_object__.__setattr__(self,'tps',tps)\n  __dataclass_builtins_object__.__setattr__(self,'new_work_msu',new_work_msu)\n  __dataclass_builtins_object__.__setattr__(self,'lpar_msu',lpar_msu)\n  __dataclass_builtins_object__.__setattr__(self,'gcp_busy_pct',gcp_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'rolling_msu',rolling_msu)\n  __dataclass_builtins_object__.__setattr__(self,'msu_per_cp',msu_per_cp)\n  __dataclass_builtins_object__.__setattr__(self,'unserved_msu',unserved_msu)\n return __init__",
    "def __create_fn__(_type_n_cps, _type_fitted, _type_low, _type_high, _type_std_err, _type_lspr_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,n_cps:_type_n_cps,fitted:_type_fitted,low:_type_low,high:_type_high,std_err:_type_std_err,lspr_only:_type_lspr_only)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'n_cps',n_cps)\n  __dataclass_builtins_object__.__setattr__(self,'fitted',fitted)\n  __dataclass_builtins_object__.__setattr__(self,'low',low)\n  __dataclass_builtins_object__.__setattr__(self,'high',high)\n  __dataclass_builtins_object__.__setattr__(self,'std_err',std_err)\n  __dataclass_builtins_object__.__setattr__(self,'lspr_only',lspr_only)\n return __init__",
    "def __create_fn__(_type_n_cps, _type_measured, _type_params, _type_at_bound, _type_dof, _type_covariance, _type_loo, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,n_cps:_type_n_cps,measured:_type_measured,params:_type_params,at_bound:_type_at_bound,dof:_type_dof,covariance:_type_covariance,loo:_type_loo)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'n_cps',n_cps)\n  __dataclass_builtins_object__.__setattr__(self,'measured',measured)\n  __dataclass_builtins_object__.__setattr__(self,'params',params)\n  __dataclass_builtins_object__.__setattr__(self,'at_bound',at_bound)\n  __dataclass_builtins_object__.__setattr__(self,'dof',dof)\n  __dataclass_builtins_object__.__setattr__(self,'covariance',covariance)\n  __dataclass_builtins_object__.__setattr__(self,'loo',loo)\n return __init__",
    "def __create_fn__(_type_n_from, _type_n_to, _type_itr_per_cp_ratio, _type_etr_per_cp_ratio, _type_busy_from_pct, _type_busy_to_pct, _type_lspr_ratio, _type_itr_per_cp_by_n, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,n_from:_type_n_from,n_to:_type_n_to,itr_per_cp_ratio:_type_itr_per_cp_ratio,etr_per_cp_ratio:_type_etr_per_cp_ratio,busy_from_pct:_type_busy_from_pct,busy_to_pct:_type_busy_to_pct,lspr_ratio:_type_lspr_ratio,itr_per_cp_by_n:_type_itr_per_cp_by_n)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'n_from',n_from)\n  __dataclass_builtins_object__.__setattr__(self,'n_to',n_to)\n  __dataclass_builtins_object__.__setattr__(self,'itr_per_cp_ratio',itr_per_cp_ratio)\n  __dataclass_builtins_object__.__setattr__(self,'etr_per_cp_ratio',etr_per_cp_ratio)\n  __dataclass_builtins_object__.__setattr__(self,'busy_from_pct',busy_from_pct)\n  __dataclass_builtins_object__.__setattr__(self,'busy_to_pct',busy_to_pct)\n  __dataclass_builtins_object__.__setattr__(self,'lspr_ratio',lspr_ratio)\n  __dataclass_builtins_object__.__setattr__(self,'itr_per_cp_by_n',itr_per_cp_by_n)\n return __init__",
    "def __create_fn__(_type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n return __init__",
    "def __create_fn__(_type_name, _type_active, _type_dedicated, _type_weight, _type_ziip_weight, _type_logical_cps, _type_logical_ziips, _type_busy_pct, _type_ziip_busy_pct, _type_other_processors, _type_msu_actual, _type_capping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_active, _dflt_dedicated, _dflt_weight, _dflt_ziip_weight, _dflt_logical_cps, _dflt_logical_ziips, _dflt_busy_pct, _dflt_ziip_busy_pct, _dflt_other_processors, _dflt_msu_actual, _dflt_capping, _return_type):\n def __init__(self,name:_type_name,active:_type_active=_dflt_active,dedicated:_type_dedicated=_dflt_dedicated,weight:_type_weight=_dflt_weight,ziip_weight:_type_ziip_weight=_dflt_ziip_weight,logical_cps:_type_logical_cps=_dflt_logical_cps,logical_ziips:_type_logical_ziips=_dflt_logical_ziips,busy_pct:_type_busy_pct=_dflt_busy_pct,ziip_busy_pct:_type_ziip_busy_pct=_dflt_ziip_busy_pct,other_processors:_type_other_processors=_dflt_other_processors,msu_actual:_type_msu_actual=_dflt_msu_actual,capping:_type_capping=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'active',active)\n  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)\n  __dataclass_builtins_object__.__setattr__(self,'weight',weight)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_weight',ziip_weight)\n  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)\n  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'other_processors',other_processors)\n  __dataclass_builtins_object__.__setattr__(self,'msu_actual',msu_actual)\n  __dataclass_builtins_object__.__setattr__(self,'capping',_dflt_capping() if capping is _HAS_DEFAULT_FACTORY else capping)\n return __init__",
    "def __create_fn__(_type_name, _type_cp, _type_ziip, _type_caps, _type_msu_per_cp, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):\n def __init__(self,name:_type_name,cp:_type_cp,ziip:_type_ziip,caps:_type_caps,msu_per_cp:_type_msu_per_cp,notes:_type_notes=_dflt_notes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'cp',cp)\n  __dataclass_builtins_object__.__setattr__(self,'ziip',ziip)\n  __dataclass_builtins_object__.__setattr__(self,'caps',caps)\n  __dataclass_builtins_object__.__setattr__(self,'msu_per_cp',msu_per_cp)\n  __dataclass_builtins_object__.__setattr__(self,'notes',notes)\n return __init__",
    'def __create_fn__(_type_name, _type_errors, _type_totals, _type_msu, _type_why_no_msu, _type_max_tps, _type_binding, _type_machine, _type_names, _type_ingress, _type_valid, _type_per_workload, _type_per_space, _type_space_names, _type_space_busy, _type_shared, _type_sharing, _type_lpars, _type_partitions, _type_link_cpu_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lpars, _dflt_partitions, _dflt_link_cpu_pct, _return_type):\n def __init__(self,name:_type_name,errors:_type_errors,totals:_type_totals,msu:_type_msu,why_no_msu:_type_why_no_msu,max_tps:_type_max_tps,binding:_type_binding,machine:_type_machine,names:_type_names,ingress:_type_ingress,valid:_type_valid,per_workload:_type_per_workload,per_space:_type_per_space,space_names:_type_space_names,space_busy:_type_space_busy,shared:_type_shared,sharing:_type_sharing,lpars:_type_lpars=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_dflt_partitions,link_cpu_pct:_type_link_cpu_pct=_dflt_link_cpu_pct)->_return_type:\n  self.name=name\n  self.errors=errors\n  self.totals=totals\n  self.msu=msu\n  self.why_no_msu=why_no_msu\n  self.max_tps=max_tps\n  self.binding=binding\n  self.machine=machine\n  self.names=names\n  self.ingress=ingress\n  self.valid=valid\n  self.per_workload=per_workload\n  self.per_space=per_space\n  self.space_names=space_names\n  self.space_busy=space_busy\n  self.shared=shared\n  self.sharing=sharing\n  self.lpars=_dflt_lpars() if lpars is _HAS_DEFAULT_FACTORY else lpars\n  self.partitions=partitions\n  self.link_cpu_pct=link_cpu_pct\n return __init__',
    'def __create_fn__(_type_name, _type_hardware, _type_workloads, _type_region_groups, _type_variables, _type_assumptions, _type_notes, _type_hourly_profile, _type_extra, _type_partitions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hardware, _dflt_workloads, _dflt_region_groups, _dflt_variables, _dflt_assumptions, _dflt_notes, _dflt_hourly_profile, _dflt_extra, _dflt_partitions, _return_type):\n def __init__(self,name:_type_name,hardware:_type_hardware=_HAS_DEFAULT_FACTORY,workloads:_type_workloads=_HAS_DEFAULT_FACTORY,region_groups:_type_region_groups=_HAS_DEFAULT_FACTORY,variables:_type_variables=_HAS_DEFAULT_FACTORY,assumptions:_type_assumptions=_HAS_DEFAULT_FACTORY,notes:_type_notes=_dflt_notes,hourly_profile:_type_hourly_profile=_dflt_hourly_profile,extra:_type_extra=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.name=name\n  self.hardware=_dflt_hardware() if hardware is _HAS_DEFAULT_FACTORY else hardware\n  self.workloads=_dflt_workloads() if workloads is _HAS_DEFAULT_FACTORY else workloads\n  self.region_groups=_dflt_region_groups() if region_groups is _HAS_DEFAULT_FACTORY else region_groups\n  self.variables=_dflt_variables() if variables is _HAS_DEFAULT_FACTORY else variables\n  self.assumptions=_dflt_assumptions() if assumptions is _HAS_DEFAULT_FACTORY else assumptions\n  self.notes=notes\n  self.hourly_profile=hourly_profile\n  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra\n  self.partitions=_dflt_partitions() if partitions is _HAS_DEFAULT_FACTORY else partitions\n return __init__',
    "def __create_fn__(_type_name, _type_logical, _type_dedicated, _type_share_of_pool, _type_entitled, _type_ceiling, _type_ceiling_by, _type_guaranteed, _type_available, _type_given, _type_vertical, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,logical:_type_logical,dedicated:_type_dedicated,share_of_pool:_type_share_of_pool,entitled:_type_entitled,ceiling:_type_ceiling,ceiling_by:_type_ceiling_by,guaranteed:_type_guaranteed,available:_type_available,given:_type_given,vertical:_type_vertical)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'logical',logical)\n  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)\n  __dataclass_builtins_object__.__setattr__(self,'share_of_pool',share_of_pool)\n  __dataclass_builtins_object__.__setattr__(self,'entitled',entitled)\n  __dataclass_builtins_object__.__setattr__(self,'ceiling',ceiling)\n  __dataclass_builtins_object__.__setattr__(self,'ceiling_by',ceiling_by)\n  __dataclass_builtins_object__.__setattr__(self,'guaranteed',guaranteed)\n  __dataclass_builtins_object__.__setattr__(self,'available',available)\n  __dataclass_builtins_object__.__setattr__(self,'given',given)\n  __dataclass_builtins_object__.__setattr__(self,'vertical',vertical)\n return __init__",
    "def __create_fn__(_type_name, _type_logical, _type_weight, _type_dedicated, _type_demand, _type_initial_capping, _type_absolute_cap, _type_defined_cap, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_weight, _dflt_dedicated, _dflt_demand, _dflt_initial_capping, _dflt_absolute_cap, _dflt_defined_cap, _return_type):\n def __init__(self,name:_type_name,logical:_type_logical,weight:_type_weight=_dflt_weight,dedicated:_type_dedicated=_dflt_dedicated,demand:_type_demand=_dflt_demand,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute_cap:_type_absolute_cap=_dflt_absolute_cap,defined_cap:_type_defined_cap=_dflt_defined_cap)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'logical',logical)\n  __dataclass_builtins_object__.__setattr__(self,'weight',weight)\n  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)\n  __dataclass_builtins_object__.__setattr__(self,'demand',demand)\n  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)\n  __dataclass_builtins_object__.__setattr__(self,'absolute_cap',absolute_cap)\n  __dataclass_builtins_object__.__setattr__(self,'defined_cap',defined_cap)\n return __init__",
    "def __create_fn__(_type_name, _type_logical_cps, _type_logical_ziips, _type_weight, _type_ziip_weight, _type_busy_pct, _type_ziip_busy_pct, _type_dedicated, _type_initial_capping, _type_absolute_cps, _type_absolute_on, _type_group_capping, _type_defined_msu, _type_machine, _type_available_cps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_logical_cps, _dflt_logical_ziips, _dflt_weight, _dflt_ziip_weight, _dflt_busy_pct, _dflt_ziip_busy_pct, _dflt_dedicated, _dflt_initial_capping, _dflt_absolute_cps, _dflt_absolute_on, _dflt_group_capping, _dflt_defined_msu, _dflt_machine, _dflt_available_cps, _return_type):\n def __init__(self,name:_type_name,logical_cps:_type_logical_cps=_dflt_logical_cps,logical_ziips:_type_logical_ziips=_dflt_logical_ziips,weight:_type_weight=_dflt_weight,ziip_weight:_type_ziip_weight=_dflt_ziip_weight,busy_pct:_type_busy_pct=_dflt_busy_pct,ziip_busy_pct:_type_ziip_busy_pct=_dflt_ziip_busy_pct,dedicated:_type_dedicated=_dflt_dedicated,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute_cps:_type_absolute_cps=_dflt_absolute_cps,absolute_on:_type_absolute_on=_dflt_absolute_on,group_capping:_type_group_capping=_dflt_group_capping,defined_msu:_type_defined_msu=_dflt_defined_msu,machine:_type_machine=_dflt_machine,available_cps:_type_available_cps=_dflt_available_cps)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)\n  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'weight',weight)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_weight',ziip_weight)\n  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)\n  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)\n  __dataclass_builtins_object__.__setattr__(self,'absolute_cps',absolute_cps)\n  __dataclass_builtins_object__.__setattr__(self,'absolute_on',absolute_on)\n  __dataclass_builtins_object__.__setattr__(self,'group_capping',group_capping)\n  __dataclass_builtins_object__.__setattr__(self,'defined_msu',defined_msu)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'available_cps',available_cps)\n return __init__",
    "def __create_fn__(_type_name, _type_models, _type_families, _type_rated, _type_built_in, _type_unknown, _type_measured, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rated, _dflt_built_in, _dflt_unknown, _dflt_measured, _return_type):\n def __init__(self,name:_type_name,models:_type_models,families:_type_families,rated:_type_rated=_dflt_rated,built_in:_type_built_in=_dflt_built_in,unknown:_type_unknown=_HAS_DEFAULT_FACTORY,measured:_type_measured=_dflt_measured)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'models',models)\n  __dataclass_builtins_object__.__setattr__(self,'families',families)\n  __dataclass_builtins_object__.__setattr__(self,'rated',rated)\n  __dataclass_builtins_object__.__setattr__(self,'built_in',built_in)\n  __dataclass_builtins_object__.__setattr__(self,'unknown',_dflt_unknown() if unknown is _HAS_DEFAULT_FACTORY else unknown)\n  __dataclass_builtins_object__.__setattr__(self,'measured',measured)\n return __init__",
    'def __create_fn__(_type_name, _type_notes, _type_cost_method, _type_variables, _type_assumptions, _type_coefficient_overrides, _type_capacity_table, _type_catalog_record, _type_scenarios, _type_extra, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_notes, _dflt_cost_method, _dflt_variables, _dflt_assumptions, _dflt_coefficient_overrides, _dflt_capacity_table, _dflt_catalog_record, _dflt_scenarios, _dflt_extra, _return_type):\n def __init__(self,name:_type_name=_dflt_name,notes:_type_notes=_dflt_notes,cost_method:_type_cost_method=_dflt_cost_method,variables:_type_variables=_HAS_DEFAULT_FACTORY,assumptions:_type_assumptions=_HAS_DEFAULT_FACTORY,coefficient_overrides:_type_coefficient_overrides=_HAS_DEFAULT_FACTORY,capacity_table:_type_capacity_table=_dflt_capacity_table,catalog_record:_type_catalog_record=_dflt_catalog_record,scenarios:_type_scenarios=_HAS_DEFAULT_FACTORY,extra:_type_extra=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.name=name\n  self.notes=notes\n  self.cost_method=cost_method\n  self.variables=_dflt_variables() if variables is _HAS_DEFAULT_FACTORY else variables\n  self.assumptions=_dflt_assumptions() if assumptions is _HAS_DEFAULT_FACTORY else assumptions\n  self.coefficient_overrides=_dflt_coefficient_overrides() if coefficient_overrides is _HAS_DEFAULT_FACTORY else coefficient_overrides\n  self.capacity_table=capacity_table\n  self.catalog_record=catalog_record\n  self.scenarios=_dflt_scenarios() if scenarios is _HAS_DEFAULT_FACTORY else scenarios\n  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra\n return __init__',
    "def __create_fn__(_type_name, _type_own, _type_dedicated, _type_logical, _type_share_of_pool, _type_entitled, _type_gets, _type_demand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,own:_type_own,dedicated:_type_dedicated,logical:_type_logical,share_of_pool:_type_share_of_pool,entitled:_type_entitled,gets:_type_gets,demand:_type_demand)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'own',own)\n  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)\n  __dataclass_builtins_object__.__setattr__(self,'logical',logical)\n  __dataclass_builtins_object__.__setattr__(self,'share_of_pool',share_of_pool)\n  __dataclass_builtins_object__.__setattr__(self,'entitled',entitled)\n  __dataclass_builtins_object__.__setattr__(self,'gets',gets)\n  __dataclass_builtins_object__.__setattr__(self,'demand',demand)\n return __init__",
    "def __create_fn__(_type_name, _type_weight, _type_logical, _type_busy_pct, _type_initial_capping, _type_absolute, _type_defined, _type_work, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_initial_capping, _dflt_absolute, _dflt_defined, _dflt_work, _return_type):\n def __init__(self,name:_type_name,weight:_type_weight,logical:_type_logical,busy_pct:_type_busy_pct,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute:_type_absolute=_dflt_absolute,defined:_type_defined=_dflt_defined,work:_type_work=_dflt_work)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'weight',weight)\n  __dataclass_builtins_object__.__setattr__(self,'logical',logical)\n  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)\n  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)\n  __dataclass_builtins_object__.__setattr__(self,'absolute',absolute)\n  __dataclass_builtins_object__.__setattr__(self,'defined',defined)\n  __dataclass_builtins_object__.__setattr__(self,'work',work)\n return __init__",
    "def __create_fn__(_type_node, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,node:_type_node,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'node',node)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    "def __create_fn__(_type_numbers, _type_others, _type_columns, _type_decimals, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_columns, _dflt_decimals, _return_type):\n def __init__(self,numbers:_type_numbers,others:_type_others,columns:_type_columns=_dflt_columns,decimals:_type_decimals=_dflt_decimals)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'numbers',numbers)\n  __dataclass_builtins_object__.__setattr__(self,'others',others)\n  __dataclass_builtins_object__.__setattr__(self,'columns',columns)\n  __dataclass_builtins_object__.__setattr__(self,'decimals',decimals)\n return __init__",
    'def __create_fn__(_type_offers, _type_set_aside, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_offers, _dflt_set_aside, _return_type):\n def __init__(self,offers:_type_offers=_HAS_DEFAULT_FACTORY,set_aside:_type_set_aside=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.offers=_dflt_offers() if offers is _HAS_DEFAULT_FACTORY else offers\n  self.set_aside=_dflt_set_aside() if set_aside is _HAS_DEFAULT_FACTORY else set_aside\n return __init__',
    "def __create_fn__(_type_op, _type_left, _type_right, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,op:_type_op,left:_type_left,right:_type_right)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'op',op)\n  __dataclass_builtins_object__.__setattr__(self,'left',left)\n  __dataclass_builtins_object__.__setattr__(self,'right',right)\n return __init__",
    "def __create_fn__(_type_op, _type_operand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,op:_type_op,operand:_type_operand)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'op',op)\n  __dataclass_builtins_object__.__setattr__(self,'operand',operand)\n return __init__",
    "def __create_fn__(_type_opening, _type_skeleton, _type_contents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,opening:_type_opening,skeleton:_type_skeleton,contents:_type_contents)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'opening',opening)\n  __dataclass_builtins_object__.__setattr__(self,'skeleton',skeleton)\n  __dataclass_builtins_object__.__setattr__(self,'contents',contents)\n return __init__",
    'def __create_fn__(_type_orientation, _type_ops, _type_filled, _type_widest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ops, _dflt_filled, _dflt_widest, _return_type):\n def __init__(self,orientation:_type_orientation,ops:_type_ops=_HAS_DEFAULT_FACTORY,filled:_type_filled=_dflt_filled,widest:_type_widest=_dflt_widest)->_return_type:\n  self.orientation=orientation\n  self.ops=_dflt_ops() if ops is _HAS_DEFAULT_FACTORY else ops\n  self.filled=filled\n  self.widest=widest\n return __init__',
    "def __create_fn__(_type_output, _type_formula, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,output:_type_output,formula:_type_formula)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'output',output)\n  __dataclass_builtins_object__.__setattr__(self,'formula',formula)\n return __init__",
    "def __create_fn__(_type_outputs, _type_inputs, _type_formula, _type_function, _type_reads, _type_live, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reads, _dflt_live, _return_type):\n def __init__(self,outputs:_type_outputs,inputs:_type_inputs,formula:_type_formula,function:_type_function,reads:_type_reads=_dflt_reads,live:_type_live=_dflt_live)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'outputs',outputs)\n  __dataclass_builtins_object__.__setattr__(self,'inputs',inputs)\n  __dataclass_builtins_object__.__setattr__(self,'formula',formula)\n  __dataclass_builtins_object__.__setattr__(self,'function',function)\n  __dataclass_builtins_object__.__setattr__(self,'reads',reads)\n  __dataclass_builtins_object__.__setattr__(self,'live',live)\n return __init__",
    "def __create_fn__(_type_parts_mean_ms, _type_published_totals_mean_ms, _type_stated_average_ms, _type_stated_vs_parts_pct, _type_totals_vs_parts_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,parts_mean_ms:_type_parts_mean_ms,published_totals_mean_ms:_type_published_totals_mean_ms,stated_average_ms:_type_stated_average_ms,stated_vs_parts_pct:_type_stated_vs_parts_pct,totals_vs_parts_pct:_type_totals_vs_parts_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'parts_mean_ms',parts_mean_ms)\n  __dataclass_builtins_object__.__setattr__(self,'published_totals_mean_ms',published_totals_mean_ms)\n  __dataclass_builtins_object__.__setattr__(self,'stated_average_ms',stated_average_ms)\n  __dataclass_builtins_object__.__setattr__(self,'stated_vs_parts_pct',stated_vs_parts_pct)\n  __dataclass_builtins_object__.__setattr__(self,'totals_vs_parts_pct',totals_vs_parts_pct)\n return __init__",
    'def __create_fn__(_type_path, _type_plan_name, _type_original, _type_saved_at, _type_original_state, _type_original_state_from, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_original_state, _dflt_original_state_from, _return_type):\n def __init__(self,path:_type_path,plan_name:_type_plan_name,original:_type_original,saved_at:_type_saved_at,original_state:_type_original_state=_dflt_original_state,original_state_from:_type_original_state_from=_dflt_original_state_from)->_return_type:\n  self.path=path\n  self.plan_name=plan_name\n  self.original=original\n  self.saved_at=saved_at\n  self.original_state=original_state\n  self.original_state_from=original_state_from\n return __init__',
    'def __create_fn__(_type_path, _type_reason, _type_opens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path:_type_path,reason:_type_reason,opens:_type_opens)->_return_type:\n  self.path=path\n  self.reason=reason\n  self.opens=opens\n return __init__',
    "def __create_fn__(_type_physical, _type_shared, _type_lpars, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,physical:_type_physical,shared:_type_shared,lpars:_type_lpars)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'physical',physical)\n  __dataclass_builtins_object__.__setattr__(self,'shared',shared)\n  __dataclass_builtins_object__.__setattr__(self,'lpars',lpars)\n return __init__",
    'def __create_fn__(_type_places, _type_group_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_places, _dflt_group_of, _return_type):\n def __init__(self,places:_type_places=_HAS_DEFAULT_FACTORY,group_of:_type_group_of=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.places=_dflt_places() if places is _HAS_DEFAULT_FACTORY else places\n  self.group_of=_dflt_group_of() if group_of is _HAS_DEFAULT_FACTORY else group_of\n return __init__',
    'def __create_fn__(_type_plan, _type_interval, _type_mappings, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):\n def __init__(self,plan:_type_plan,interval:_type_interval,mappings:_type_mappings,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.plan=plan\n  self.interval=interval\n  self.mappings=mappings\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n return __init__',
    'def __create_fn__(_type_plan, _type_path, _type_migrated_from, _type_warnings, _type_disk_state, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_migrated_from, _dflt_warnings, _dflt_disk_state, _return_type):\n def __init__(self,plan:_type_plan,path:_type_path,migrated_from:_type_migrated_from=_dflt_migrated_from,warnings:_type_warnings=_HAS_DEFAULT_FACTORY,disk_state:_type_disk_state=_dflt_disk_state)->_return_type:\n  self.plan=plan\n  self.path=path\n  self.migrated_from=migrated_from\n  self.warnings=_dflt_warnings() if warnings is _HAS_DEFAULT_FACTORY else warnings\n  self.disk_state=disk_state\n return __init__',
    'def __create_fn__(_type_plan, _type_resolved, _type_table, _type_env, _type_ctx, _type_issues, _type_space_names, _type_catalog, _type_speed_notes, _type_shape, _type_internal_error, _type__issue_index, _type_limits_of, _type__limits, _type__limits_lock, _type__daily, _type__one_region, _type__inputs, _type__curve, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_issues, _dflt_space_names, _dflt_catalog, _dflt_speed_notes, _dflt_shape, _dflt_internal_error, _dflt__issue_index, _dflt_limits_of, _dflt__limits, _dflt__limits_lock, _dflt__daily, _dflt__one_region, _dflt__inputs, _dflt__curve, _return_type):\n def __init__(self,plan:_type_plan,resolved:_type_resolved,table:_type_table,env:_type_env,ctx:_type_ctx,issues:_type_issues=_HAS_DEFAULT_FACTORY,space_names:_type_space_names=_dflt_space_names,catalog:_type_catalog=_dflt_catalog,speed_notes:_type_speed_notes=_HAS_DEFAULT_FACTORY,shape:_type_shape=_dflt_shape,internal_error:_type_internal_error=_dflt_internal_error,_issue_index:_type__issue_index=_dflt__issue_index,limits_of:_type_limits_of=_dflt_limits_of,_limits:_type__limits=_dflt__limits,_limits_lock:_type__limits_lock=_HAS_DEFAULT_FACTORY,_daily:_type__daily=_dflt__daily,_one_region:_type__one_region=_HAS_DEFAULT_FACTORY,_inputs:_type__inputs=_dflt__inputs,_curve:_type__curve=_dflt__curve)->_return_type:\n  self.plan=plan\n  self.resolved=resolved\n  self.table=table\n  self.env=env\n  self.ctx=ctx\n  self.issues=_dflt_issues() if issues is _HAS_DEFAULT_FACTORY else issues\n  self.space_names=space_names\n  self.catalog=catalog\n  self.speed_notes=_dflt_speed_notes() if speed_notes is _HAS_DEFAULT_FACTORY else speed_notes\n  self.shape=shape\n  self.internal_error=internal_error\n  self._issue_index=_issue_index\n  self.limits_of=limits_of\n  self._limits=_limits\n  self._limits_lock=_dflt__limits_lock() if _limits_lock is _HAS_DEFAULT_FACTORY else _limits_lock\n  self._daily=_daily\n  self._one_region=_dflt__one_region() if _one_region is _HAS_DEFAULT_FACTORY else _one_region\n  self._inputs=_inputs\n  self._curve=_curve\n return __init__',
    "def __create_fn__(_type_plan_cps, _type_machine_ziips, _type_partitions, _type_overfull, _type_remedy, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_overfull, _dflt_remedy, _return_type):\n def __init__(self,plan_cps:_type_plan_cps,machine_ziips:_type_machine_ziips,partitions:_type_partitions,overfull:_type_overfull=_dflt_overfull,remedy:_type_remedy=_dflt_remedy)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'plan_cps',plan_cps)\n  __dataclass_builtins_object__.__setattr__(self,'machine_ziips',machine_ziips)\n  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)\n  __dataclass_builtins_object__.__setattr__(self,'overfull',overfull)\n  __dataclass_builtins_object__.__setattr__(self,'remedy',remedy)\n return __init__",
    "def __create_fn__(_type_point, _type_low, _type_median, _type_high, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,point:_type_point,low:_type_low,median:_type_median,high:_type_high)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'point',point)\n  __dataclass_builtins_object__.__setattr__(self,'low',low)\n  __dataclass_builtins_object__.__setattr__(self,'median',median)\n  __dataclass_builtins_object__.__setattr__(self,'high',high)\n return __init__",
    "def __create_fn__(_type_rates, _type_existing, _type_hour_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,rates:_type_rates,existing:_type_existing,hour_of:_type_hour_of)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rates',rates)\n  __dataclass_builtins_object__.__setattr__(self,'existing',existing)\n  __dataclass_builtins_object__.__setattr__(self,'hour_of',hour_of)\n return __init__",
    'def __create_fn__(_type_regression, _type_release, _type_category, _type_lspr, _type_payload, _type_xml, _type_spill, _type_coverage, _type_app, _type_link_cpu, _type_link_tor, _type_link_latency, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,regression:_type_regression,release:_type_release,category:_type_category,lspr:_type_lspr,payload:_type_payload,xml:_type_xml,spill:_type_spill,coverage:_type_coverage,app:_type_app,link_cpu:_type_link_cpu,link_tor:_type_link_tor,link_latency:_type_link_latency)->_return_type:\n  self.regression=regression\n  self.release=release\n  self.category=category\n  self.lspr=lspr\n  self.payload=payload\n  self.xml=xml\n  self.spill=spill\n  self.coverage=coverage\n  self.app=app\n  self.link_cpu=link_cpu\n  self.link_tor=link_tor\n  self.link_latency=link_latency\n return __init__',
    "def __create_fn__(_type_relative_pct, _type_absolute_pct, _type_min_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_relative_pct, _dflt_absolute_pct, _dflt_min_rows, _return_type):\n def __init__(self,relative_pct:_type_relative_pct=_dflt_relative_pct,absolute_pct:_type_absolute_pct=_dflt_absolute_pct,min_rows:_type_min_rows=_dflt_min_rows)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'relative_pct',relative_pct)\n  __dataclass_builtins_object__.__setattr__(self,'absolute_pct',absolute_pct)\n  __dataclass_builtins_object__.__setattr__(self,'min_rows',min_rows)\n return __init__",
    "def __create_fn__(_type_resp_factor, _type_resp_margin_ms, _type_cost_rise_pct, _type_min_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_resp_factor, _dflt_resp_margin_ms, _dflt_cost_rise_pct, _dflt_min_rows, _return_type):\n def __init__(self,resp_factor:_type_resp_factor=_dflt_resp_factor,resp_margin_ms:_type_resp_margin_ms=_dflt_resp_margin_ms,cost_rise_pct:_type_cost_rise_pct=_dflt_cost_rise_pct,min_rows:_type_min_rows=_dflt_min_rows)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'resp_factor',resp_factor)\n  __dataclass_builtins_object__.__setattr__(self,'resp_margin_ms',resp_margin_ms)\n  __dataclass_builtins_object__.__setattr__(self,'cost_rise_pct',cost_rise_pct)\n  __dataclass_builtins_object__.__setattr__(self,'min_rows',min_rows)\n return __init__",
    "def __create_fn__(_type_result, _type_catalog, _type_curve, _type_shown, _type_axis, _type_summary, _type_points, _type_failure, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_curve, _dflt_shown, _dflt_axis, _dflt_summary, _dflt_points, _dflt_failure, _return_type):\n def __init__(self,result:_type_result,catalog:_type_catalog,curve:_type_curve=_dflt_curve,shown:_type_shown=_dflt_shown,axis:_type_axis=_dflt_axis,summary:_type_summary=_dflt_summary,points:_type_points=_dflt_points,failure:_type_failure=_dflt_failure)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'result',result)\n  __dataclass_builtins_object__.__setattr__(self,'catalog',catalog)\n  __dataclass_builtins_object__.__setattr__(self,'curve',curve)\n  __dataclass_builtins_object__.__setattr__(self,'shown',shown)\n  __dataclass_builtins_object__.__setattr__(self,'axis',axis)\n  __dataclass_builtins_object__.__setattr__(self,'summary',summary)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n  __dataclass_builtins_object__.__setattr__(self,'failure',failure)\n return __init__",
    'def __create_fn__(_type_root, _type_files, _type_parsed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_files, _dflt_parsed, _return_type):\n def __init__(self,root:_type_root,files:_type_files=_HAS_DEFAULT_FACTORY,parsed:_type_parsed=_dflt_parsed)->_return_type:\n  self.root=root\n  self.files=_dflt_files() if files is _HAS_DEFAULT_FACTORY else files\n  self.parsed=parsed\n return __init__',
    "def __create_fn__(_type_row, _type_group, _type_share, _type_link, _type_commarea_in_bytes, _type_commarea_out_bytes, _type_free, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_free, _return_type):\n def __init__(self,row:_type_row,group:_type_group,share:_type_share,link:_type_link,commarea_in_bytes:_type_commarea_in_bytes,commarea_out_bytes:_type_commarea_out_bytes,free:_type_free=_dflt_free)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n  __dataclass_builtins_object__.__setattr__(self,'group',group)\n  __dataclass_builtins_object__.__setattr__(self,'share',share)\n  __dataclass_builtins_object__.__setattr__(self,'link',link)\n  __dataclass_builtins_object__.__setattr__(self,'commarea_in_bytes',commarea_in_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'commarea_out_bytes',commarea_out_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'free',free)\n return __init__",
    "def __create_fn__(_type_row, _type_lpar, _type_cp_pci, _type_ziip_pci, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,row:_type_row,lpar:_type_lpar,cp_pci:_type_cp_pci,ziip_pci:_type_ziip_pci)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n  __dataclass_builtins_object__.__setattr__(self,'lpar',lpar)\n  __dataclass_builtins_object__.__setattr__(self,'cp_pci',cp_pci)\n  __dataclass_builtins_object__.__setattr__(self,'ziip_pci',ziip_pci)\n return __init__",
    "def __create_fn__(_type_rows, _type_issues, _type_more_issues, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_issues, _dflt_more_issues, _return_type):\n def __init__(self,rows:_type_rows,issues:_type_issues=_HAS_DEFAULT_FACTORY,more_issues:_type_more_issues=_dflt_more_issues)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rows',rows)\n  __dataclass_builtins_object__.__setattr__(self,'issues',_dflt_issues() if issues is _HAS_DEFAULT_FACTORY else issues)\n  __dataclass_builtins_object__.__setattr__(self,'more_issues',more_issues)\n return __init__",
    'def __create_fn__(_type_samples, _type_seed, _type_sources, _type_totals, _type_workloads, _type_max_tps, _type_binding_share, _type_headline, _type_headline_point, _type_point_percentile, _type_fit_share, _type_tornado, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_totals, _dflt_workloads, _dflt_max_tps, _dflt_binding_share, _dflt_headline, _dflt_headline_point, _dflt_point_percentile, _dflt_fit_share, _dflt_tornado, _dflt_notes, _return_type):\n def __init__(self,samples:_type_samples,seed:_type_seed,sources:_type_sources,totals:_type_totals=_HAS_DEFAULT_FACTORY,workloads:_type_workloads=_HAS_DEFAULT_FACTORY,max_tps:_type_max_tps=_dflt_max_tps,binding_share:_type_binding_share=_HAS_DEFAULT_FACTORY,headline:_type_headline=_dflt_headline,headline_point:_type_headline_point=_dflt_headline_point,point_percentile:_type_point_percentile=_dflt_point_percentile,fit_share:_type_fit_share=_dflt_fit_share,tornado:_type_tornado=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.samples=samples\n  self.seed=seed\n  self.sources=sources\n  self.totals=_dflt_totals() if totals is _HAS_DEFAULT_FACTORY else totals\n  self.workloads=_dflt_workloads() if workloads is _HAS_DEFAULT_FACTORY else workloads\n  self.max_tps=max_tps\n  self.binding_share=_dflt_binding_share() if binding_share is _HAS_DEFAULT_FACTORY else binding_share\n  self.headline=headline\n  self.headline_point=headline_point\n  self.point_percentile=point_percentile\n  self.fit_share=fit_share\n  self.tornado=_dflt_tornado() if tornado is _HAS_DEFAULT_FACTORY else tornado\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n return __init__',
    "def __create_fn__(_type_scenario, _type_name, _type_ingress, _type_tps, _type_cpu_ms_per_tran, _type_cpu_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,scenario:_type_scenario,name:_type_name,ingress:_type_ingress,tps:_type_tps,cpu_ms_per_tran:_type_cpu_ms_per_tran,cpu_pct:_type_cpu_pct)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'ingress',ingress)\n  __dataclass_builtins_object__.__setattr__(self,'tps',tps)\n  __dataclass_builtins_object__.__setattr__(self,'cpu_ms_per_tran',cpu_ms_per_tran)\n  __dataclass_builtins_object__.__setattr__(self,'cpu_pct',cpu_pct)\n return __init__",
    'def __create_fn__(_type_scenario, _type_names, _type_ingress, _type_model_ids, _type_model_index, _type_tps, _type_payload_in_bytes, _type_payload_out_bytes, _type_region_names, _type_group_index, _type_groups, _type_valid, _type_hardware, _type_variables, _type_assumptions, _type_cost_method, _type_issues, _type_machine, _type_machine_table, _type_provenance, _type_channel, _type_tls_mode, _type_xml_in, _type_xml_out, _type_xml_tag_bytes, _type_servers, _type_app_gcp_ms, _type_app_qr_ms, _type_app_ziip_ms, _type_app_cp_ratio, _type_app_ziip_ratio, _type_app_basis, _type_other_latency_ms, _type_response_target_ms, _type_response_target_factor, _type_app_qr_share, _type_app_reference, _type_app_cpu_source, _type_uss_overhead, _type_speed_cache, _type_partitions, _type_sharing, _type_group_lpars, _type_routes, _type_overridden, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_provenance, _dflt_channel, _dflt_tls_mode, _dflt_xml_in, _dflt_xml_out, _dflt_xml_tag_bytes, _dflt_servers, _dflt_app_gcp_ms, _dflt_app_qr_ms, _dflt_app_ziip_ms, _dflt_app_cp_ratio, _dflt_app_ziip_ratio, _dflt_app_basis, _dflt_other_latency_ms, _dflt_response_target_ms, _dflt_response_target_factor, _dflt_app_qr_share, _dflt_app_reference, _dflt_app_cpu_source, _dflt_uss_overhead, _dflt_speed_cache, _dflt_partitions, _dflt_sharing, _dflt_group_lpars, _dflt_routes, _dflt_overridden, _return_type):\n def __init__(self,scenario:_type_scenario,names:_type_names,ingress:_type_ingress,model_ids:_type_model_ids,model_index:_type_model_index,tps:_type_tps,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,region_names:_type_region_names,group_index:_type_group_index,groups:_type_groups,valid:_type_valid,hardware:_type_hardware,variables:_type_variables,assumptions:_type_assumptions,cost_method:_type_cost_method,issues:_type_issues,machine:_type_machine,machine_table:_type_machine_table,provenance:_type_provenance=_HAS_DEFAULT_FACTORY,channel:_type_channel=_HAS_DEFAULT_FACTORY,tls_mode:_type_tls_mode=_HAS_DEFAULT_FACTORY,xml_in:_type_xml_in=_HAS_DEFAULT_FACTORY,xml_out:_type_xml_out=_HAS_DEFAULT_FACTORY,xml_tag_bytes:_type_xml_tag_bytes=_HAS_DEFAULT_FACTORY,servers:_type_servers=_HAS_DEFAULT_FACTORY,app_gcp_ms:_type_app_gcp_ms=_HAS_DEFAULT_FACTORY,app_qr_ms:_type_app_qr_ms=_HAS_DEFAULT_FACTORY,app_ziip_ms:_type_app_ziip_ms=_HAS_DEFAULT_FACTORY,app_cp_ratio:_type_app_cp_ratio=_HAS_DEFAULT_FACTORY,app_ziip_ratio:_type_app_ziip_ratio=_HAS_DEFAULT_FACTORY,app_basis:_type_app_basis=_HAS_DEFAULT_FACTORY,other_latency_ms:_type_other_latency_ms=_HAS_DEFAULT_FACTORY,response_target_ms:_type_response_target_ms=_HAS_DEFAULT_FACTORY,response_target_factor:_type_response_target_factor=_HAS_DEFAULT_FACTORY,app_qr_share:_type_app_qr_share=_HAS_DEFAULT_FACTORY,app_reference:_type_app_reference=_HAS_DEFAULT_FACTORY,app_cpu_source:_type_app_cpu_source=_HAS_DEFAULT_FACTORY,uss_overhead:_type_uss_overhead=_HAS_DEFAULT_FACTORY,speed_cache:_type_speed_cache=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_HAS_DEFAULT_FACTORY,sharing:_type_sharing=_dflt_sharing,group_lpars:_type_group_lpars=_HAS_DEFAULT_FACTORY,routes:_type_routes=_HAS_DEFAULT_FACTORY,overridden:_type_overridden=_dflt_overridden)->_return_type:\n  self.scenario=scenario\n  self.names=names\n  self.ingress=ingress\n  self.model_ids=model_ids\n  self.model_index=model_index\n  self.tps=tps\n  self.payload_in_bytes=payload_in_bytes\n  self.payload_out_bytes=payload_out_bytes\n  self.region_names=region_names\n  self.group_index=group_index\n  self.groups=groups\n  self.valid=valid\n  self.hardware=hardware\n  self.variables=variables\n  self.assumptions=assumptions\n  self.cost_method=cost_method\n  self.issues=issues\n  self.machine=machine\n  self.machine_table=machine_table\n  self.provenance=_dflt_provenance() if provenance is _HAS_DEFAULT_FACTORY else provenance\n  self.channel=_dflt_channel() if channel is _HAS_DEFAULT_FACTORY else channel\n  self.tls_mode=_dflt_tls_mode() if tls_mode is _HAS_DEFAULT_FACTORY else tls_mode\n  self.xml_in=_dflt_xml_in() if xml_in is _HAS_DEFAULT_FACTORY else xml_in\n  self.xml_out=_dflt_xml_out() if xml_out is _HAS_DEFAULT_FACTORY else xml_out\n  self.xml_tag_bytes=_dflt_xml_tag_bytes() if xml_tag_bytes is _HAS_DEFAULT_FACTORY else xml_tag_bytes\n  self.servers=_dflt_servers() if servers is _HAS_DEFAULT_FACTORY else servers\n  self.app_gcp_ms=_dflt_app_gcp_ms() if app_gcp_ms is _HAS_DEFAULT_FACTORY else app_gcp_ms\n  self.app_qr_ms=_dflt_app_qr_ms() if app_qr_ms is _HAS_DEFAULT_FACTORY else app_qr_ms\n  self.app_ziip_ms=_dflt_app_ziip_ms() if app_ziip_ms is _HAS_DEFAULT_FACTORY else app_ziip_ms\n  self.app_cp_ratio=_dflt_app_cp_ratio() if app_cp_ratio is _HAS_DEFAULT_FACTORY else app_cp_ratio\n  self.app_ziip_ratio=_dflt_app_ziip_ratio() if app_ziip_ratio is _HAS_DEFAULT_FACTORY else app_ziip_ratio\n  self.app_basis=_dflt_app_basis() if app_basis is _HAS_DEFAULT_FACTORY else app_basis\n  self.other_latency_ms=_dflt_other_latency_ms() if other_latency_ms is _HAS_DEFAULT_FACTORY else other_latency_ms\n  self.response_target_ms=_dflt_response_target_ms() if response_target_ms is _HAS_DEFAULT_FACTORY else response_target_ms\n  self.response_target_factor=_dflt_response_target_factor() if response_target_factor is _HAS_DEFAULT_FACTORY else response_target_factor\n  self.app_qr_share=_dflt_app_qr_share() if app_qr_share is _HAS_DEFAULT_FACTORY else app_qr_share\n  self.app_reference=_dflt_app_reference() if app_reference is _HAS_DEFAULT_FACTORY else app_reference\n  self.app_cpu_source=_dflt_app_cpu_source() if app_cpu_source is _HAS_DEFAULT_FACTORY else app_cpu_source\n  self.uss_overhead=_dflt_uss_overhead() if uss_overhead is _HAS_DEFAULT_FACTORY else uss_overhead\n  self.speed_cache=_dflt_speed_cache() if speed_cache is _HAS_DEFAULT_FACTORY else speed_cache\n  self.partitions=_dflt_partitions() if partitions is _HAS_DEFAULT_FACTORY else partitions\n  self.sharing=sharing\n  self.group_lpars=_dflt_group_lpars() if group_lpars is _HAS_DEFAULT_FACTORY else group_lpars\n  self.routes=_dflt_routes() if routes is _HAS_DEFAULT_FACTORY else routes\n  self.overridden=overridden\n return __init__',
    "def __create_fn__(_type_scenario, _type_table, _type_row, _type_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,scenario:_type_scenario,table:_type_table,row:_type_row,key:_type_key)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n return __init__",
    'def __create_fn__(_type_scenarios, _type_rows, _type_notes, _type_not_in_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _dflt_notes, _dflt_not_in_base, _return_type):\n def __init__(self,scenarios:_type_scenarios,rows:_type_rows=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY,not_in_base:_type_not_in_base=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.scenarios=scenarios\n  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n  self.not_in_base=_dflt_not_in_base() if not_in_base is _HAS_DEFAULT_FACTORY else not_in_base\n return __init__',
    "def __create_fn__(_type_section, _type_label, _type_unit, _type_values, _type_better, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_better, _return_type):\n def __init__(self,section:_type_section,label:_type_label,unit:_type_unit,values:_type_values,better:_type_better=_dflt_better)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'section',section)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'values',values)\n  __dataclass_builtins_object__.__setattr__(self,'better',better)\n return __init__",
    "def __create_fn__(_type_series, _type_quantity, _type_itr_source, _type_fit, _type_machines, _type_machine, _type_category, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,series:_type_series,quantity:_type_quantity,itr_source:_type_itr_source,fit:_type_fit,machines:_type_machines,machine:_type_machine,category:_type_category)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'series',series)\n  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)\n  __dataclass_builtins_object__.__setattr__(self,'itr_source',itr_source)\n  __dataclass_builtins_object__.__setattr__(self,'fit',fit)\n  __dataclass_builtins_object__.__setattr__(self,'machines',machines)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'category',category)\n return __init__",
    'def __create_fn__(_type_settings, _type_table, _type_model, _type_toml_text, _type_fitted, _type_published, _type_flags, _type_residuals_pct, _type_rule, _type_outlier_rule, _type_outliers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_outliers, _return_type):\n def __init__(self,settings:_type_settings,table:_type_table,model:_type_model,toml_text:_type_toml_text,fitted:_type_fitted,published:_type_published,flags:_type_flags,residuals_pct:_type_residuals_pct,rule:_type_rule,outlier_rule:_type_outlier_rule,outliers:_type_outliers=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.settings=settings\n  self.table=table\n  self.model=model\n  self.toml_text=toml_text\n  self.fitted=fitted\n  self.published=published\n  self.flags=flags\n  self.residuals_pct=residuals_pct\n  self.rule=rule\n  self.outlier_rule=outlier_rule\n  self.outliers=_dflt_outliers() if outliers is _HAS_DEFAULT_FACTORY else outliers\n return __init__',
    "def __create_fn__(_type_severity, _type_message, _type_scope, _type_index, _type_field, _type_name, _type_topic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_scope, _dflt_index, _dflt_field, _dflt_name, _dflt_topic, _return_type):\n def __init__(self,severity:_type_severity,message:_type_message,scope:_type_scope=_dflt_scope,index:_type_index=_dflt_index,field:_type_field=_dflt_field,name:_type_name=_dflt_name,topic:_type_topic=_dflt_topic)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'scope',scope)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'field',field)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'topic',topic)\n return __init__",
    'def __create_fn__(_type_sheet, _type_column, _type_level, _type_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _return_type):\n def __init__(self,sheet:_type_sheet,column:_type_column,level:_type_level,rows:_type_rows=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.sheet=sheet\n  self.column=column\n  self.level=level\n  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows\n return __init__',
    'def __create_fn__(_type_sheet, _type_records, _type_errors, _type_ignored_columns, _type_rows_read, _type_columns, _type_record_rows, _type_kept_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_records, _dflt_errors, _dflt_ignored_columns, _dflt_rows_read, _dflt_columns, _dflt_record_rows, _dflt_kept_values, _return_type):\n def __init__(self,sheet:_type_sheet,records:_type_records=_HAS_DEFAULT_FACTORY,errors:_type_errors=_HAS_DEFAULT_FACTORY,ignored_columns:_type_ignored_columns=_HAS_DEFAULT_FACTORY,rows_read:_type_rows_read=_dflt_rows_read,columns:_type_columns=_HAS_DEFAULT_FACTORY,record_rows:_type_record_rows=_HAS_DEFAULT_FACTORY,kept_values:_type_kept_values=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.sheet=sheet\n  self.records=_dflt_records() if records is _HAS_DEFAULT_FACTORY else records\n  self.errors=_dflt_errors() if errors is _HAS_DEFAULT_FACTORY else errors\n  self.ignored_columns=_dflt_ignored_columns() if ignored_columns is _HAS_DEFAULT_FACTORY else ignored_columns\n  self.rows_read=rows_read\n  self.columns=_dflt_columns() if columns is _HAS_DEFAULT_FACTORY else columns\n  self.record_rows=_dflt_record_rows() if record_rows is _HAS_DEFAULT_FACTORY else record_rows\n  self.kept_values=_dflt_kept_values() if kept_values is _HAS_DEFAULT_FACTORY else kept_values\n return __init__',
    "def __create_fn__(_type_source, _type_columns, _type_values, _type_decimals, _type_row_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,source:_type_source,columns:_type_columns,values:_type_values,decimals:_type_decimals,row_names:_type_row_names)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'columns',columns)\n  __dataclass_builtins_object__.__setattr__(self,'values',values)\n  __dataclass_builtins_object__.__setattr__(self,'decimals',decimals)\n  __dataclass_builtins_object__.__setattr__(self,'row_names',row_names)\n return __init__",
    "def __create_fn__(_type_source, _type_factor, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,source:_type_source,factor:_type_factor)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'factor',factor)\n return __init__",
    "def __create_fn__(_type_source, _type_name, _type_at_low, _type_at_high, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,source:_type_source,name:_type_name,at_low:_type_at_low,at_high:_type_at_high)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'at_low',at_low)\n  __dataclass_builtins_object__.__setattr__(self,'at_high',at_high)\n return __init__",
    'def __create_fn__(_type_spaces, _type_byte_share, _type_eligible_byte_share, _type_reference_bytes, _type_byte_share_notes, _type_tls_handshake_ms, _type_tls_request_ms, _type_tls_encrypt_ms_per_byte, _type_tls_note, _type_own_tls_fixed_ms, _type_has_own_tls, _type_xml_in_ms, _type_xml_out_ms, _type_xml_in_eligible_ms, _type_xml_out_eligible_ms, _type_xml_note, _type_xml_reference_elements, _type_xml_base_elements, _type_xml_embedded_ms, _type_xml_embedded_eligible_ms, _type_qr_share, _type_qr_dispatch_ratio, _type_qr_basis, _type_qr_measured, _type_qr_notes, _type_qr_assumption, _type_so_ms, _type_so_byte_share, _type_so_reference_bytes, _type_so_note, _type_connections_per_tran, _type_handshakes_per_tran, _type_single_server_tps, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):\n def __init__(self,spaces:_type_spaces,byte_share:_type_byte_share,eligible_byte_share:_type_eligible_byte_share,reference_bytes:_type_reference_bytes,byte_share_notes:_type_byte_share_notes,tls_handshake_ms:_type_tls_handshake_ms,tls_request_ms:_type_tls_request_ms,tls_encrypt_ms_per_byte:_type_tls_encrypt_ms_per_byte,tls_note:_type_tls_note,own_tls_fixed_ms:_type_own_tls_fixed_ms,has_own_tls:_type_has_own_tls,xml_in_ms:_type_xml_in_ms,xml_out_ms:_type_xml_out_ms,xml_in_eligible_ms:_type_xml_in_eligible_ms,xml_out_eligible_ms:_type_xml_out_eligible_ms,xml_note:_type_xml_note,xml_reference_elements:_type_xml_reference_elements,xml_base_elements:_type_xml_base_elements,xml_embedded_ms:_type_xml_embedded_ms,xml_embedded_eligible_ms:_type_xml_embedded_eligible_ms,qr_share:_type_qr_share,qr_dispatch_ratio:_type_qr_dispatch_ratio,qr_basis:_type_qr_basis,qr_measured:_type_qr_measured,qr_notes:_type_qr_notes,qr_assumption:_type_qr_assumption,so_ms:_type_so_ms,so_byte_share:_type_so_byte_share,so_reference_bytes:_type_so_reference_bytes,so_note:_type_so_note,connections_per_tran:_type_connections_per_tran,handshakes_per_tran:_type_handshakes_per_tran,single_server_tps:_type_single_server_tps,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.spaces=spaces\n  self.byte_share=byte_share\n  self.eligible_byte_share=eligible_byte_share\n  self.reference_bytes=reference_bytes\n  self.byte_share_notes=byte_share_notes\n  self.tls_handshake_ms=tls_handshake_ms\n  self.tls_request_ms=tls_request_ms\n  self.tls_encrypt_ms_per_byte=tls_encrypt_ms_per_byte\n  self.tls_note=tls_note\n  self.own_tls_fixed_ms=own_tls_fixed_ms\n  self.has_own_tls=has_own_tls\n  self.xml_in_ms=xml_in_ms\n  self.xml_out_ms=xml_out_ms\n  self.xml_in_eligible_ms=xml_in_eligible_ms\n  self.xml_out_eligible_ms=xml_out_eligible_ms\n  self.xml_note=xml_note\n  self.xml_reference_elements=xml_reference_elements\n  self.xml_base_elements=xml_base_elements\n  self.xml_embedded_ms=xml_embedded_ms\n  self.xml_embedded_eligible_ms=xml_embedded_eligible_ms\n  self.qr_share=qr_share\n  self.qr_dispatch_ratio=qr_dispatch_ratio\n  self.qr_basis=qr_basis\n  self.qr_measured=qr_measured\n  self.qr_notes=qr_notes\n  self.qr_assumption=qr_assumption\n  self.so_ms=so_ms\n  self.so_byte_share=so_byte_share\n  self.so_reference_bytes=so_reference_bytes\n  self.so_note=so_note\n  self.connections_per_tran=connections_per_tran\n  self.handshakes_per_tran=handshakes_per_tran\n  self.single_server_tps=single_server_tps\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n return __init__',
    "def __create_fn__(_type_start, _type_seconds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,start:_type_start,seconds:_type_seconds)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'start',start)\n  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)\n return __init__",
    "def __create_fn__(_type_table, _type_average_table, _type_columns, _type_rows, _type_published_average_ms, _type_published_average_excl_ziip_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_published_average_excl_ziip_ms, _return_type):\n def __init__(self,table:_type_table,average_table:_type_average_table,columns:_type_columns,rows:_type_rows,published_average_ms:_type_published_average_ms,published_average_excl_ziip_ms:_type_published_average_excl_ziip_ms=_dflt_published_average_excl_ziip_ms)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n  __dataclass_builtins_object__.__setattr__(self,'average_table',average_table)\n  __dataclass_builtins_object__.__setattr__(self,'columns',columns)\n  __dataclass_builtins_object__.__setattr__(self,'rows',rows)\n  __dataclass_builtins_object__.__setattr__(self,'published_average_ms',published_average_ms)\n  __dataclass_builtins_object__.__setattr__(self,'published_average_excl_ziip_ms',published_average_excl_ziip_ms)\n return __init__",
    'def __create_fn__(_type_tag, _type_attrs, _type_line, _type_children, _type_pieces, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_children, _dflt_pieces, _return_type):\n def __init__(self,tag:_type_tag,attrs:_type_attrs,line:_type_line,children:_type_children=_HAS_DEFAULT_FACTORY,pieces:_type_pieces=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.tag=tag\n  self.attrs=attrs\n  self.line=line\n  self.children=_dflt_children() if children is _HAS_DEFAULT_FACTORY else children\n  self.pieces=_dflt_pieces() if pieces is _HAS_DEFAULT_FACTORY else pieces\n return __init__',
    "def __create_fn__(_type_target, _type_value, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,target:_type_target,value:_type_value,source:_type_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'target',target)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    "def __create_fn__(_type_text, _type_column, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_column, _return_type):\n def __init__(self,text:_type_text,column:_type_column=_dflt_column)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'column',column)\n return __init__",
    'def __create_fn__(_type_text, _type_level, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_level, _return_type):\n def __init__(self,text:_type_text,level:_type_level=_dflt_level)->_return_type:\n  self.text=text\n  self.level=level\n return __init__',
    'def __create_fn__(_type_text, _type_style, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _return_type):\n def __init__(self,text:_type_text,style:_type_style=_dflt_style)->_return_type:\n  self.text=text\n  self.style=style\n return __init__',
    'def __create_fn__(_type_title, _type_blocks, _type_new_page, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_new_page, _return_type):\n def __init__(self,title:_type_title,blocks:_type_blocks,new_page:_type_new_page=_dflt_new_page)->_return_type:\n  self.title=title\n  self.blocks=blocks\n  self.new_page=new_page\n return __init__',
    "def __create_fn__(_type_title, _type_families, _type_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,title:_type_title,families:_type_families,models:_type_models)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'families',families)\n  __dataclass_builtins_object__.__setattr__(self,'models',models)\n return __init__",
    'def __create_fn__(_type_title, _type_subtitle, _type_footer, _type_sections, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,title:_type_title,subtitle:_type_subtitle,footer:_type_footer,sections:_type_sections)->_return_type:\n  self.title=title\n  self.subtitle=subtitle\n  self.footer=footer\n  self.sections=sections\n return __init__',
    "def __create_fn__(_type_top_ms, _type_drawn, _type_above, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,top_ms:_type_top_ms,drawn:_type_drawn,above:_type_above)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'top_ms',top_ms)\n  __dataclass_builtins_object__.__setattr__(self,'drawn',drawn)\n  __dataclass_builtins_object__.__setattr__(self,'above',above)\n return __init__",
    "def __create_fn__(_type_total_tps, _type_response_ms, _type_knee_tps, _type_planned_tps, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,total_tps:_type_total_tps,response_ms:_type_response_ms,knee_tps:_type_knee_tps,planned_tps:_type_planned_tps,names:_type_names)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'total_tps',total_tps)\n  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)\n  __dataclass_builtins_object__.__setattr__(self,'knee_tps',knee_tps)\n  __dataclass_builtins_object__.__setattr__(self,'planned_tps',planned_tps)\n  __dataclass_builtins_object__.__setattr__(self,'names',names)\n return __init__",
    "def __create_fn__(_type_tps, _type_number, _type_colour, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,tps:_type_tps,number:_type_number,colour:_type_colour)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'tps',tps)\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'colour',colour)\n return __init__",
    "def __create_fn__(_type_tps, _type_row, _type_table, _type_machine, _type_saturating_tps, _type_saturating_row, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,tps:_type_tps,row:_type_row,table:_type_table,machine:_type_machine,saturating_tps:_type_saturating_tps,saturating_row:_type_saturating_row,reason:_type_reason)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'tps',tps)\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n  __dataclass_builtins_object__.__setattr__(self,'machine',machine)\n  __dataclass_builtins_object__.__setattr__(self,'saturating_tps',saturating_tps)\n  __dataclass_builtins_object__.__setattr__(self,'saturating_row',saturating_row)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n return __init__",
    "def __create_fn__(_type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,value:_type_value)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n return __init__",
    'def __create_fn__(_type_values, _type_extra, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_values, _dflt_extra, _return_type):\n def __init__(self,values:_type_values=_HAS_DEFAULT_FACTORY,extra:_type_extra=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.values=_dflt_values() if values is _HAS_DEFAULT_FACTORY else values\n  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra\n return __init__',
    "def __create_fn__(_type_weight, _type_total, _type_per_region, _type_factor, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,weight:_type_weight,total:_type_total,per_region:_type_per_region,factor:_type_factor)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'weight',weight)\n  __dataclass_builtins_object__.__setattr__(self,'total',total)\n  __dataclass_builtins_object__.__setattr__(self,'per_region',per_region)\n  __dataclass_builtins_object__.__setattr__(self,'factor',factor)\n return __init__",
    "def __create_fn__(_type_workload, _type_where, _type_row, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,workload:_type_workload,where:_type_where,row:_type_row)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'workload',workload)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'row',row)\n return __init__",
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'address_space\',\'fixed_pct\',\'total_ms\',\'eligible_fixed_pct\',\'eligible_ms\',\'spill_share\',\'derivation\',\'rows_used\',\'fit_total\',\'fit_eligible\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'aor_ms\',\'aor_eligible_ms\',\'tor_ms\',\'tor_eligible_ms\',\'latency_ms\',\'aor_qr_ms\',\'tor_qr_ms\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'basis\',\'factor\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'by_file\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'connections_per_tran\',\'time_wait\',\'full_handshakes_per_tran\',\'tls_base\',\'tls_mode\',\'tls_addon\',\'commarea_limit\',\'channel_capable\',\'single_server_tps\',\'qr_time\',\'qr_share\',\'payload_measured_only\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'cp_share\',\'row\',\'etr\',\'table\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'cpu_class\',\'ended\',\'cp_ms\',\'ziip_on_cp_ms\',\'ziip_ms\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'designation\',\'table\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'document\',\'machine\',\'machine_description\',\'lpar_cps\',\'lpar_ziips\',\'payload_in_bytes\',\'payload_out_bytes\',\'payload_note\',\'network\',\'releases\',\'ziip_honor_priority\',\'cipher\',\'xml_elements_in\',\'xml_elements_out\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'document\',\'machine\',\'machine_description\',\'lspr_category\',\'workload\',\'itr_definition\',\'driven_to\',\'releases\',\'units\',\'runs\',\'series\',\'notes\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'document\',\'where\',\'used_for\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'file\',\'kind\',\'short\',\'publisher\',\'title\',\'about\',\'series\',\'product\',\'year\',\'date\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'fixed_pct\',\'slope_pct_per_tps\',\'unconstrained_fixed_pct\',\'fixed_forced_to_zero\',\'r2\',\'residuals_pct\',\'rows_used\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'front_end\',\'table\',\'runid\',\'cps\',\'regions\',\'terminals\',\'plans\',\'etr_tps\',\'busy_pct\',\'itr_published_tps\',\'irlm_susp_k\',\'db2_latch_per_s\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'func\',\'args\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'gcp_engines_per_tps\',\'ziip_engines_per_tps\',\'own_engines_per_tps\',\'own_base_engines\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'header\',\'kind\',\'address_space\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'header\',\'workload_key\',\'cell_key\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'high\',\'medium\',\'low\',\'medium_share\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'name\',\'family\',\'summary\',\'description\',\'etr_counts\',\'coverage\',\'reference\',\'measurements\',\'notes\',\'extracts\',\'path\',\'shape\',\'origin\',\'provenance\',\'digest\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'index\',\'reason\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'index\',\'user_cells\',\'flat\',\'fixed\',\'eligible\',\'cell_fixed\',\'cell_eligible\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'initial\',\'absolute\',\'group\',\'defined_msu\',\'wlm_capped_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'interval\',\'sources\',\'system\',\'cpc\',\'lpar\',\'partition_name\',\'partitions\',\'classes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'intervals\',\'files\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'cpu_from\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'header\',\'spec\',\'quantity\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'kind\',\'description\',\'unit\',\'min\',\'max\',\'required\',\'default\',\'default_source\',\'formula\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'level\',\'description\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'threshold\',\'base\',\'explanation\',\'read\',\'quantity\',\'workloads\',\'at\',\'threshold_key\',\'base_key\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'value\',\'formula\',\'with_values\',\'inputs\',\'where\',\'note\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'value\',\'threshold\',\'max_factor\',\'total_tps\',\'explanation\',\'assumptions\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'value\',\'threshold\',\'unit\',\'fix\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'label\',\'value\',\'unit\',\'provenance\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'name\',\'distribution\',\'active\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'name\',\'group\',\'unit\',\'default\',\'description\',\'argument\',\'min\',\'max\',\'integer\',\'choices\',\'source\',\'suggestions\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'name\',\'scope\',\'description\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'name\',\'why\',\'runs\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'busy_pct\',\'logical\',\'available\',\'available_busy_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'demand\',\'physical\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'fixed\',\'moved\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'key\',\'name\',\'period\',\'workload\',\'description\',\'intervals\',\'seconds\',\'ended\',\'ended_per_s\',\'response_ms\',\'appl_cp_pct\',\'appl_ziip_on_cp_pct\',\'appl_ziip_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'name\',\'period\',\'workload\',\'description\',\'ended\',\'ended_per_s\',\'response_ms\',\'execution_ms\',\'queued_ms\',\'appl_cp_pct\',\'appl_ziip_on_cp_pct\',\'appl_ziip_pct\',\'cpu_s\',\'srb_s\',\'ziip_s\',\'where\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'pool\',\'own\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'where\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'label\',\'cps\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'label\',\'kind\',\'address_space\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'lambda_tps\',\'sigma\',\'kappa\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'level\',\'text\',\'anchor\',\'position\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'limits\',\'binding\',\'notes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'link\',\'ms_by_space\',\'eligible_ms_by_space\',\'payload_in_bytes\',\'payload_out_bytes\',\'machine\',\'lpar_cps\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'logical_cps\',\'logical_ziips\',\'cp_busy_pct\',\'ziip_busy_pct\',\'cp_mvs_busy_pct\',\'ziip_mvs_busy_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'machine_type\',\'model\',\'hardware_model\',\'capacity_msu\',\'physical_cps\',\'physical_ziips\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'model\',\'ziips\',\'cp_busy_pct\',\'ziip_busy_pct\',\'spill_pct\',\'binding_label\',\'headroom_pct\',\'shortfalls\',\'hardware\',\'lpar_msu\',\'note\',\'slowest_response_ms\',\'slowest_workload\',\'partitions\',\'cp_busy\',\'ziip_busy\',\'saturated_on\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'model_id\',\'method\',\'by_as\',\'saturated\',\'rule\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'model_id\',\'name\',\'family\',\'machine\',\'lpar_cps\',\'lpar_ziips\',\'releases\',\'counting\',\'like\',\'payload_in_bytes\',\'payload_out_bytes\',\'summary\',\'network\',\'measured_on\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'moved\',\'shown\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'multipliers\',\'tps\',\'new_work_msu\',\'lpar_msu\',\'gcp_busy_pct\',\'rolling_msu\',\'msu_per_cp\',\'unserved_msu\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'n_cps\',\'fitted\',\'low\',\'high\',\'std_err\',\'lspr_only\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'n_cps\',\'measured\',\'params\',\'at_bound\',\'dof\',\'covariance\',\'loo\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'n_from\',\'n_to\',\'itr_per_cp_ratio\',\'etr_per_cp_ratio\',\'busy_from_pct\',\'busy_to_pct\',\'lspr_ratio\',\'itr_per_cp_by_n\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'active\',\'dedicated\',\'weight\',\'ziip_weight\',\'logical_cps\',\'logical_ziips\',\'busy_pct\',\'ziip_busy_pct\',\'other_processors\',\'msu_actual\',\'capping\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'cp\',\'ziip\',\'caps\',\'msu_per_cp\',\'notes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'logical\',\'dedicated\',\'share_of_pool\',\'entitled\',\'ceiling\',\'ceiling_by\',\'guaranteed\',\'available\',\'given\',\'vertical\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'logical\',\'weight\',\'dedicated\',\'demand\',\'initial_capping\',\'absolute_cap\',\'defined_cap\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'logical_cps\',\'logical_ziips\',\'weight\',\'ziip_weight\',\'busy_pct\',\'ziip_busy_pct\',\'dedicated\',\'initial_capping\',\'absolute_cps\',\'absolute_on\',\'group_capping\',\'defined_msu\',\'machine\',\'available_cps\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'models\',\'families\',\'rated\',\'built_in\',\'unknown\',\'measured\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'own\',\'dedicated\',\'logical\',\'share_of_pool\',\'entitled\',\'gets\',\'demand\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'weight\',\'logical\',\'busy_pct\',\'initial_capping\',\'absolute\',\'defined\',\'work\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'node\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'numbers\',\'others\',\'columns\',\'decimals\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'op\',\'left\',\'right\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'op\',\'operand\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'opening\',\'skeleton\',\'contents\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'output\',\'formula\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'outputs\',\'inputs\',\'formula\',\'function\',\'reads\',\'live\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'parts_mean_ms\',\'published_totals_mean_ms\',\'stated_average_ms\',\'stated_vs_parts_pct\',\'totals_vs_parts_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'physical\',\'shared\',\'lpars\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'plan_cps\',\'machine_ziips\',\'partitions\',\'overfull\',\'remedy\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'point\',\'low\',\'median\',\'high\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'rates\',\'existing\',\'hour_of\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'relative_pct\',\'absolute_pct\',\'min_rows\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'resp_factor\',\'resp_margin_ms\',\'cost_rise_pct\',\'min_rows\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'result\',\'catalog\',\'curve\',\'shown\',\'axis\',\'summary\',\'points\',\'failure\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'row\',\'group\',\'share\',\'link\',\'commarea_in_bytes\',\'commarea_out_bytes\',\'free\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'row\',\'lpar\',\'cp_pci\',\'ziip_pci\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'rows\',\'issues\',\'more_issues\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'scenario\',\'name\',\'ingress\',\'tps\',\'cpu_ms_per_tran\',\'cpu_pct\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'scenario\',\'table\',\'row\',\'key\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'section\',\'label\',\'unit\',\'values\',\'better\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'series\',\'quantity\',\'itr_source\',\'fit\',\'machines\',\'machine\',\'category\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'severity\',\'message\',\'scope\',\'index\',\'field\',\'name\',\'topic\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'columns\',\'values\',\'decimals\',\'row_names\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'factor\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'name\',\'at_low\',\'at_high\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'start\',\'seconds\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'table\',\'average_table\',\'columns\',\'rows\',\'published_average_ms\',\'published_average_excl_ziip_ms\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'target\',\'value\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'text\',\'column\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'title\',\'families\',\'models\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'top_ms\',\'drawn\',\'above\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'total_tps\',\'response_ms\',\'knee_tps\',\'planned_tps\',\'names\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'tps\',\'number\',\'colour\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'tps\',\'row\',\'table\',\'machine\',\'saturating_tps\',\'saturating_row\',\'reason\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'value\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'weight\',\'total\',\'per_region\',\'factor\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'workload\',\'where\',\'row\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'address_space\',\'fixed_pct\',\'total_ms\',\'eligible_fixed_pct\',\'eligible_ms\',\'spill_share\',\'derivation\',\'rows_used\',\'fit_total\',\'fit_eligible\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'aor_ms\',\'aor_eligible_ms\',\'tor_ms\',\'tor_eligible_ms\',\'latency_ms\',\'aor_qr_ms\',\'tor_qr_ms\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'basis\',\'factor\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'by_file\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'connections_per_tran\',\'time_wait\',\'full_handshakes_per_tran\',\'tls_base\',\'tls_mode\',\'tls_addon\',\'commarea_limit\',\'channel_capable\',\'single_server_tps\',\'qr_time\',\'qr_share\',\'payload_measured_only\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'cp_share\',\'row\',\'etr\',\'table\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'cpu_class\',\'ended\',\'cp_ms\',\'ziip_on_cp_ms\',\'ziip_ms\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'designation\',\'table\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'document\',\'machine\',\'machine_description\',\'lpar_cps\',\'lpar_ziips\',\'payload_in_bytes\',\'payload_out_bytes\',\'payload_note\',\'network\',\'releases\',\'ziip_honor_priority\',\'cipher\',\'xml_elements_in\',\'xml_elements_out\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'document\',\'machine\',\'machine_description\',\'lspr_category\',\'workload\',\'itr_definition\',\'driven_to\',\'releases\',\'units\',\'runs\',\'series\',\'notes\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'document\',\'where\',\'used_for\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'file\',\'kind\',\'short\',\'publisher\',\'title\',\'about\',\'series\',\'product\',\'year\',\'date\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'fixed_pct\',\'slope_pct_per_tps\',\'unconstrained_fixed_pct\',\'fixed_forced_to_zero\',\'r2\',\'residuals_pct\',\'rows_used\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'front_end\',\'table\',\'runid\',\'cps\',\'regions\',\'terminals\',\'plans\',\'etr_tps\',\'busy_pct\',\'itr_published_tps\',\'irlm_susp_k\',\'db2_latch_per_s\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'func\',\'args\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'gcp_engines_per_tps\',\'ziip_engines_per_tps\',\'own_engines_per_tps\',\'own_base_engines\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'header\',\'kind\',\'address_space\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'header\',\'workload_key\',\'cell_key\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'high\',\'medium\',\'low\',\'medium_share\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'name\',\'family\',\'summary\',\'description\',\'etr_counts\',\'coverage\',\'reference\',\'measurements\',\'notes\',\'extracts\',\'path\',\'shape\',\'origin\',\'provenance\',\'digest\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'index\',\'reason\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'index\',\'user_cells\',\'flat\',\'fixed\',\'eligible\',\'cell_fixed\',\'cell_eligible\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'initial\',\'absolute\',\'group\',\'defined_msu\',\'wlm_capped_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'interval\',\'sources\',\'system\',\'cpc\',\'lpar\',\'partition_name\',\'partitions\',\'classes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'intervals\',\'files\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'cpu_from\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'header\',\'spec\',\'quantity\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'kind\',\'description\',\'unit\',\'min\',\'max\',\'required\',\'default\',\'default_source\',\'formula\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'level\',\'description\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'threshold\',\'base\',\'explanation\',\'read\',\'quantity\',\'workloads\',\'at\',\'threshold_key\',\'base_key\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'value\',\'formula\',\'with_values\',\'inputs\',\'where\',\'note\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'unit\',\'value\',\'threshold\',\'max_factor\',\'total_tps\',\'explanation\',\'assumptions\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'value\',\'threshold\',\'unit\',\'fix\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'label\',\'value\',\'unit\',\'provenance\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'name\',\'distribution\',\'active\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'name\',\'group\',\'unit\',\'default\',\'description\',\'argument\',\'min\',\'max\',\'integer\',\'choices\',\'source\',\'suggestions\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'name\',\'scope\',\'description\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'name\',\'why\',\'runs\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'busy_pct\',\'logical\',\'available\',\'available_busy_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'demand\',\'physical\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'fixed\',\'moved\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'key\',\'name\',\'period\',\'workload\',\'description\',\'intervals\',\'seconds\',\'ended\',\'ended_per_s\',\'response_ms\',\'appl_cp_pct\',\'appl_ziip_on_cp_pct\',\'appl_ziip_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'name\',\'period\',\'workload\',\'description\',\'ended\',\'ended_per_s\',\'response_ms\',\'execution_ms\',\'queued_ms\',\'appl_cp_pct\',\'appl_ziip_on_cp_pct\',\'appl_ziip_pct\',\'cpu_s\',\'srb_s\',\'ziip_s\',\'where\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'pool\',\'own\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'where\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'label\',\'cps\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'label\',\'kind\',\'address_space\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'lambda_tps\',\'sigma\',\'kappa\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'level\',\'text\',\'anchor\',\'position\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'limits\',\'binding\',\'notes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'link\',\'ms_by_space\',\'eligible_ms_by_space\',\'payload_in_bytes\',\'payload_out_bytes\',\'machine\',\'lpar_cps\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'logical_cps\',\'logical_ziips\',\'cp_busy_pct\',\'ziip_busy_pct\',\'cp_mvs_busy_pct\',\'ziip_mvs_busy_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'machine_type\',\'model\',\'hardware_model\',\'capacity_msu\',\'physical_cps\',\'physical_ziips\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'model\',\'ziips\',\'cp_busy_pct\',\'ziip_busy_pct\',\'spill_pct\',\'binding_label\',\'headroom_pct\',\'shortfalls\',\'hardware\',\'lpar_msu\',\'note\',\'slowest_response_ms\',\'slowest_workload\',\'partitions\',\'cp_busy\',\'ziip_busy\',\'saturated_on\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'model_id\',\'method\',\'by_as\',\'saturated\',\'rule\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'model_id\',\'name\',\'family\',\'machine\',\'lpar_cps\',\'lpar_ziips\',\'releases\',\'counting\',\'like\',\'payload_in_bytes\',\'payload_out_bytes\',\'summary\',\'network\',\'measured_on\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'moved\',\'shown\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'multipliers\',\'tps\',\'new_work_msu\',\'lpar_msu\',\'gcp_busy_pct\',\'rolling_msu\',\'msu_per_cp\',\'unserved_msu\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'n_cps\',\'fitted\',\'low\',\'high\',\'std_err\',\'lspr_only\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'n_cps\',\'measured\',\'params\',\'at_bound\',\'dof\',\'covariance\',\'loo\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'n_from\',\'n_to\',\'itr_per_cp_ratio\',\'etr_per_cp_ratio\',\'busy_from_pct\',\'busy_to_pct\',\'lspr_ratio\',\'itr_per_cp_by_n\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'active\',\'dedicated\',\'weight\',\'ziip_weight\',\'logical_cps\',\'logical_ziips\',\'busy_pct\',\'ziip_busy_pct\',\'other_processors\',\'msu_actual\',\'capping\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'cp\',\'ziip\',\'caps\',\'msu_per_cp\',\'notes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'logical\',\'dedicated\',\'share_of_pool\',\'entitled\',\'ceiling\',\'ceiling_by\',\'guaranteed\',\'available\',\'given\',\'vertical\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'logical\',\'weight\',\'dedicated\',\'demand\',\'initial_capping\',\'absolute_cap\',\'defined_cap\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'logical_cps\',\'logical_ziips\',\'weight\',\'ziip_weight\',\'busy_pct\',\'ziip_busy_pct\',\'dedicated\',\'initial_capping\',\'absolute_cps\',\'absolute_on\',\'group_capping\',\'defined_msu\',\'machine\',\'available_cps\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'models\',\'families\',\'rated\',\'built_in\',\'unknown\',\'measured\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'own\',\'dedicated\',\'logical\',\'share_of_pool\',\'entitled\',\'gets\',\'demand\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'weight\',\'logical\',\'busy_pct\',\'initial_capping\',\'absolute\',\'defined\',\'work\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'node\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'numbers\',\'others\',\'columns\',\'decimals\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'op\',\'left\',\'right\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'op\',\'operand\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'opening\',\'skeleton\',\'contents\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'output\',\'formula\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'outputs\',\'inputs\',\'formula\',\'function\',\'reads\',\'live\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'parts_mean_ms\',\'published_totals_mean_ms\',\'stated_average_ms\',\'stated_vs_parts_pct\',\'totals_vs_parts_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'physical\',\'shared\',\'lpars\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'plan_cps\',\'machine_ziips\',\'partitions\',\'overfull\',\'remedy\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'point\',\'low\',\'median\',\'high\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'rates\',\'existing\',\'hour_of\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'relative_pct\',\'absolute_pct\',\'min_rows\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'resp_factor\',\'resp_margin_ms\',\'cost_rise_pct\',\'min_rows\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'result\',\'catalog\',\'curve\',\'shown\',\'axis\',\'summary\',\'points\',\'failure\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'row\',\'group\',\'share\',\'link\',\'commarea_in_bytes\',\'commarea_out_bytes\',\'free\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'row\',\'lpar\',\'cp_pci\',\'ziip_pci\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'rows\',\'issues\',\'more_issues\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'scenario\',\'name\',\'ingress\',\'tps\',\'cpu_ms_per_tran\',\'cpu_pct\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'scenario\',\'table\',\'row\',\'key\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'section\',\'label\',\'unit\',\'values\',\'better\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'series\',\'quantity\',\'itr_source\',\'fit\',\'machines\',\'machine\',\'category\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'severity\',\'message\',\'scope\',\'index\',\'field\',\'name\',\'topic\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'columns\',\'values\',\'decimals\',\'row_names\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'factor\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'name\',\'at_low\',\'at_high\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'start\',\'seconds\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'table\',\'average_table\',\'columns\',\'rows\',\'published_average_ms\',\'published_average_excl_ziip_ms\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'target\',\'value\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'text\',\'column\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'title\',\'families\',\'models\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'top_ms\',\'drawn\',\'above\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'total_tps\',\'response_ms\',\'knee_tps\',\'planned_tps\',\'names\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'tps\',\'number\',\'colour\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'tps\',\'row\',\'table\',\'machine\',\'saturating_tps\',\'saturating_row\',\'reason\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'value\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'weight\',\'total\',\'per_region\',\'factor\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'workload\',\'where\',\'row\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
)
_CODES = []

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.label,self.value,self.threshold,self.unit,self.fix,)==(other.key,other.label,other.value,other.threshold,other.unit,other.fix,)
  return NotImplemented
 return __eq__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.ziips,self.cp_busy_pct,self.ziip_busy_pct,self.spill_pct,self.binding_label,self.headroom_pct,self.shortfalls,self.hardware,self.lpar_msu,self.note,self.slowest_response_ms,self.slowest_workload,self.partitions,self.cp_busy,self.ziip_busy,self.saturated_on,)==(other.model,other.ziips,other.cp_busy_pct,other.ziip_busy_pct,other.spill_pct,other.binding_label,other.headroom_pct,other.shortfalls,other.hardware,other.lpar_msu,other.note,other.slowest_response_ms,other.slowest_workload,other.partitions,other.cp_busy,other.ziip_busy,other.saturated_on,)
  return NotImplemented
 return __eq__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.tag,self.attrs,self.line,self.children,self.pieces,)==(other.tag,other.attrs,other.line,other.children,other.pieces,)
  return NotImplemented
 return __eq__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.label,self.value,self.threshold,self.unit,self.fix,))
 return __hash__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.ziips,self.cp_busy_pct,self.ziip_busy_pct,self.spill_pct,self.binding_label,self.headroom_pct,self.shortfalls,self.hardware,self.lpar_msu,self.note,self.slowest_response_ms,self.slowest_workload,self.partitions,self.cp_busy,self.ziip_busy,self.saturated_on,))
 return __hash__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, label={self.label!r}, value={self.value!r}, threshold={self.threshold!r}, unit={self.unit!r}, fix={self.fix!r})"
 return __repr__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, ziips={self.ziips!r}, cp_busy_pct={self.cp_busy_pct!r}, ziip_busy_pct={self.ziip_busy_pct!r}, spill_pct={self.spill_pct!r}, binding_label={self.binding_label!r}, headroom_pct={self.headroom_pct!r}, shortfalls={self.shortfalls!r}, hardware={self.hardware!r}, lpar_msu={self.lpar_msu!r}, note={self.note!r}, slowest_response_ms={self.slowest_response_ms!r}, slowest_workload={self.slowest_workload!r}, partitions={self.partitions!r}, cp_busy={self.cp_busy!r}, ziip_busy={self.ziip_busy!r}, saturated_on={self.saturated_on!r})"
 return __repr__
_CODES.append(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(tag={self.tag!r}, attrs={self.attrs!r}, line={self.line!r}, children={self.children!r}, pieces={self.pieces!r})"
 return __repr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_address_space, _type_fixed_pct, _type_total_ms, _type_eligible_fixed_pct, _type_eligible_ms, _type_spill_share, _type_derivation, _type_rows_used, _type_fit_total, _type_fit_eligible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fit_total, _dflt_fit_eligible, _return_type):
 def __init__(self,address_space:_type_address_space,fixed_pct:_type_fixed_pct,total_ms:_type_total_ms,eligible_fixed_pct:_type_eligible_fixed_pct,eligible_ms:_type_eligible_ms,spill_share:_type_spill_share,derivation:_type_derivation,rows_used:_type_rows_used,fit_total:_type_fit_total=_dflt_fit_total,fit_eligible:_type_fit_eligible=_dflt_fit_eligible)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)
  __dataclass_builtins_object__.__setattr__(self,'fixed_pct',fixed_pct)
  __dataclass_builtins_object__.__setattr__(self,'total_ms',total_ms)
  __dataclass_builtins_object__.__setattr__(self,'eligible_fixed_pct',eligible_fixed_pct)
  __dataclass_builtins_object__.__setattr__(self,'eligible_ms',eligible_ms)
  __dataclass_builtins_object__.__setattr__(self,'spill_share',spill_share)
  __dataclass_builtins_object__.__setattr__(self,'derivation',derivation)
  __dataclass_builtins_object__.__setattr__(self,'rows_used',rows_used)
  __dataclass_builtins_object__.__setattr__(self,'fit_total',fit_total)
  __dataclass_builtins_object__.__setattr__(self,'fit_eligible',fit_eligible)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_aor_ms, _type_aor_eligible_ms, _type_tor_ms, _type_tor_eligible_ms, _type_latency_ms, _type_aor_qr_ms, _type_tor_qr_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_aor_qr_ms, _dflt_tor_qr_ms, _return_type):
 def __init__(self,aor_ms:_type_aor_ms,aor_eligible_ms:_type_aor_eligible_ms,tor_ms:_type_tor_ms,tor_eligible_ms:_type_tor_eligible_ms,latency_ms:_type_latency_ms,aor_qr_ms:_type_aor_qr_ms=_dflt_aor_qr_ms,tor_qr_ms:_type_tor_qr_ms=_dflt_tor_qr_ms)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'aor_ms',aor_ms)
  __dataclass_builtins_object__.__setattr__(self,'aor_eligible_ms',aor_eligible_ms)
  __dataclass_builtins_object__.__setattr__(self,'tor_ms',tor_ms)
  __dataclass_builtins_object__.__setattr__(self,'tor_eligible_ms',tor_eligible_ms)
  __dataclass_builtins_object__.__setattr__(self,'latency_ms',latency_ms)
  __dataclass_builtins_object__.__setattr__(self,'aor_qr_ms',aor_qr_ms)
  __dataclass_builtins_object__.__setattr__(self,'tor_qr_ms',tor_qr_ms)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_basis, _type_factor, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_basis, _dflt_factor, _dflt_source, _return_type):
 def __init__(self,basis:_type_basis=_dflt_basis,factor:_type_factor=_dflt_factor,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'basis',basis)
  __dataclass_builtins_object__.__setattr__(self,'factor',factor)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_by_file, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_by_file, _return_type):
 def __init__(self,by_file:_type_by_file=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'by_file',_dflt_by_file() if by_file is _HAS_DEFAULT_FACTORY else by_file)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_connections_per_tran, _type_time_wait, _type_full_handshakes_per_tran, _type_tls_base, _type_tls_mode, _type_tls_addon, _type_commarea_limit, _type_channel_capable, _type_single_server_tps, _type_qr_time, _type_qr_share, _type_payload_measured_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_connections_per_tran, _dflt_time_wait, _dflt_full_handshakes_per_tran, _dflt_tls_base, _dflt_tls_mode, _dflt_tls_addon, _dflt_commarea_limit, _dflt_channel_capable, _dflt_single_server_tps, _dflt_qr_time, _dflt_qr_share, _dflt_payload_measured_only, _return_type):
 def __init__(self,connections_per_tran:_type_connections_per_tran=_dflt_connections_per_tran,time_wait:_type_time_wait=_dflt_time_wait,full_handshakes_per_tran:_type_full_handshakes_per_tran=_dflt_full_handshakes_per_tran,tls_base:_type_tls_base=_dflt_tls_base,tls_mode:_type_tls_mode=_dflt_tls_mode,tls_addon:_type_tls_addon=_dflt_tls_addon,commarea_limit:_type_commarea_limit=_dflt_commarea_limit,channel_capable:_type_channel_capable=_dflt_channel_capable,single_server_tps:_type_single_server_tps=_dflt_single_server_tps,qr_time:_type_qr_time=_dflt_qr_time,qr_share:_type_qr_share=_dflt_qr_share,payload_measured_only:_type_payload_measured_only=_dflt_payload_measured_only)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'connections_per_tran',connections_per_tran)
  __dataclass_builtins_object__.__setattr__(self,'time_wait',time_wait)
  __dataclass_builtins_object__.__setattr__(self,'full_handshakes_per_tran',full_handshakes_per_tran)
  __dataclass_builtins_object__.__setattr__(self,'tls_base',tls_base)
  __dataclass_builtins_object__.__setattr__(self,'tls_mode',tls_mode)
  __dataclass_builtins_object__.__setattr__(self,'tls_addon',tls_addon)
  __dataclass_builtins_object__.__setattr__(self,'commarea_limit',commarea_limit)
  __dataclass_builtins_object__.__setattr__(self,'channel_capable',channel_capable)
  __dataclass_builtins_object__.__setattr__(self,'single_server_tps',single_server_tps)
  __dataclass_builtins_object__.__setattr__(self,'qr_time',qr_time)
  __dataclass_builtins_object__.__setattr__(self,'qr_share',qr_share)
  __dataclass_builtins_object__.__setattr__(self,'payload_measured_only',payload_measured_only)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_cp_share, _type_row, _type_etr, _type_table, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,cp_share:_type_cp_share,row:_type_row,etr:_type_etr,table:_type_table)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'cp_share',cp_share)
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'etr',etr)
  __dataclass_builtins_object__.__setattr__(self,'table',table)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_cps, _type_category, _type_machine, _type_capacity, _type_forms, _type_unmoved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_capacity, _dflt_forms, _dflt_unmoved, _return_type):
 def __init__(self,cps:_type_cps,category:_type_category,machine:_type_machine,capacity:_type_capacity=_HAS_DEFAULT_FACTORY,forms:_type_forms=_HAS_DEFAULT_FACTORY,unmoved:_type_unmoved=_HAS_DEFAULT_FACTORY)->_return_type:
  self.cps=cps
  self.category=category
  self.machine=machine
  self.capacity=_dflt_capacity() if capacity is _HAS_DEFAULT_FACTORY else capacity
  self.forms=_dflt_forms() if forms is _HAS_DEFAULT_FACTORY else forms
  self.unmoved=_dflt_unmoved() if unmoved is _HAS_DEFAULT_FACTORY else unmoved
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_cpu_class, _type_ended, _type_cp_ms, _type_ziip_on_cp_ms, _type_ziip_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,cpu_class:_type_cpu_class,ended:_type_ended,cp_ms:_type_cp_ms,ziip_on_cp_ms:_type_ziip_on_cp_ms,ziip_ms:_type_ziip_ms)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'cpu_class',cpu_class)
  __dataclass_builtins_object__.__setattr__(self,'ended',ended)
  __dataclass_builtins_object__.__setattr__(self,'cp_ms',cp_ms)
  __dataclass_builtins_object__.__setattr__(self,'ziip_on_cp_ms',ziip_on_cp_ms)
  __dataclass_builtins_object__.__setattr__(self,'ziip_ms',ziip_ms)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_designation, _type_table, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,designation:_type_designation,table:_type_table)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'designation',designation)
  __dataclass_builtins_object__.__setattr__(self,'table',table)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_document, _type_machine, _type_machine_description, _type_lpar_cps, _type_lpar_ziips, _type_payload_in_bytes, _type_payload_out_bytes, _type_payload_note, _type_network, _type_releases, _type_ziip_honor_priority, _type_cipher, _type_xml_elements_in, _type_xml_elements_out, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ziip_honor_priority, _dflt_cipher, _dflt_xml_elements_in, _dflt_xml_elements_out, _dflt_source, _return_type):
 def __init__(self,document:_type_document,machine:_type_machine,machine_description:_type_machine_description,lpar_cps:_type_lpar_cps,lpar_ziips:_type_lpar_ziips,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,payload_note:_type_payload_note,network:_type_network,releases:_type_releases,ziip_honor_priority:_type_ziip_honor_priority=_dflt_ziip_honor_priority,cipher:_type_cipher=_dflt_cipher,xml_elements_in:_type_xml_elements_in=_dflt_xml_elements_in,xml_elements_out:_type_xml_elements_out=_dflt_xml_elements_out,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'document',document)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'machine_description',machine_description)
  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)
  __dataclass_builtins_object__.__setattr__(self,'lpar_ziips',lpar_ziips)
  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)
  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)
  __dataclass_builtins_object__.__setattr__(self,'payload_note',payload_note)
  __dataclass_builtins_object__.__setattr__(self,'network',network)
  __dataclass_builtins_object__.__setattr__(self,'releases',releases)
  __dataclass_builtins_object__.__setattr__(self,'ziip_honor_priority',ziip_honor_priority)
  __dataclass_builtins_object__.__setattr__(self,'cipher',cipher)
  __dataclass_builtins_object__.__setattr__(self,'xml_elements_in',xml_elements_in)
  __dataclass_builtins_object__.__setattr__(self,'xml_elements_out',xml_elements_out)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_document, _type_machine, _type_machine_description, _type_lspr_category, _type_workload, _type_itr_definition, _type_driven_to, _type_releases, _type_units, _type_runs, _type_series, _type_notes, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):
 def __init__(self,document:_type_document,machine:_type_machine,machine_description:_type_machine_description,lspr_category:_type_lspr_category,workload:_type_workload,itr_definition:_type_itr_definition,driven_to:_type_driven_to,releases:_type_releases,units:_type_units,runs:_type_runs,series:_type_series,notes:_type_notes,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'document',document)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'machine_description',machine_description)
  __dataclass_builtins_object__.__setattr__(self,'lspr_category',lspr_category)
  __dataclass_builtins_object__.__setattr__(self,'workload',workload)
  __dataclass_builtins_object__.__setattr__(self,'itr_definition',itr_definition)
  __dataclass_builtins_object__.__setattr__(self,'driven_to',driven_to)
  __dataclass_builtins_object__.__setattr__(self,'releases',releases)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'runs',runs)
  __dataclass_builtins_object__.__setattr__(self,'series',series)
  __dataclass_builtins_object__.__setattr__(self,'notes',notes)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_document, _type_where, _type_used_for, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,document:_type_document,where:_type_where,used_for:_type_used_for)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'document',document)
  __dataclass_builtins_object__.__setattr__(self,'where',where)
  __dataclass_builtins_object__.__setattr__(self,'used_for',used_for)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_env, _type_ctx, _type_by_category, _type_xml_other, _type_plan_category, _type_model, _type_links, _type_cancelled, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_links, _dflt_cancelled, _return_type):
 def __init__(self,env:_type_env,ctx:_type_ctx,by_category:_type_by_category,xml_other:_type_xml_other,plan_category:_type_plan_category,model:_type_model,links:_type_links=_HAS_DEFAULT_FACTORY,cancelled:_type_cancelled=_dflt_cancelled)->_return_type:
  self.env=env
  self.ctx=ctx
  self.by_category=by_category
  self.xml_other=xml_other
  self.plan_category=plan_category
  self.model=model
  self.links=_dflt_links() if links is _HAS_DEFAULT_FACTORY else links
  self.cancelled=cancelled
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_file, _type_kind, _type_short, _type_publisher, _type_title, _type_about, _type_series, _type_product, _type_year, _type_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_about, _dflt_series, _dflt_product, _dflt_year, _dflt_date, _return_type):
 def __init__(self,file:_type_file,kind:_type_kind,short:_type_short,publisher:_type_publisher,title:_type_title=_dflt_title,about:_type_about=_dflt_about,series:_type_series=_dflt_series,product:_type_product=_dflt_product,year:_type_year=_dflt_year,date:_type_date=_dflt_date)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'file',file)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'short',short)
  __dataclass_builtins_object__.__setattr__(self,'publisher',publisher)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'about',about)
  __dataclass_builtins_object__.__setattr__(self,'series',series)
  __dataclass_builtins_object__.__setattr__(self,'product',product)
  __dataclass_builtins_object__.__setattr__(self,'year',year)
  __dataclass_builtins_object__.__setattr__(self,'date',date)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_first, _type_last, _type_static, _type_binding_label, _type_live_rows, _type_static_rows, _type_cached, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_first, _dflt_last, _dflt_static, _dflt_binding_label, _dflt_live_rows, _dflt_static_rows, _dflt_cached, _return_type):
 def __init__(self,first:_type_first=_dflt_first,last:_type_last=_dflt_last,static:_type_static=_HAS_DEFAULT_FACTORY,binding_label:_type_binding_label=_dflt_binding_label,live_rows:_type_live_rows=_HAS_DEFAULT_FACTORY,static_rows:_type_static_rows=_HAS_DEFAULT_FACTORY,cached:_type_cached=_HAS_DEFAULT_FACTORY)->_return_type:
  self.first=first
  self.last=last
  self.static=_dflt_static() if static is _HAS_DEFAULT_FACTORY else static
  self.binding_label=binding_label
  self.live_rows=_dflt_live_rows() if live_rows is _HAS_DEFAULT_FACTORY else live_rows
  self.static_rows=_dflt_static_rows() if static_rows is _HAS_DEFAULT_FACTORY else static_rows
  self.cached=_dflt_cached() if cached is _HAS_DEFAULT_FACTORY else cached
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_fixed_pct, _type_slope_pct_per_tps, _type_unconstrained_fixed_pct, _type_fixed_forced_to_zero, _type_r2, _type_residuals_pct, _type_rows_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,fixed_pct:_type_fixed_pct,slope_pct_per_tps:_type_slope_pct_per_tps,unconstrained_fixed_pct:_type_unconstrained_fixed_pct,fixed_forced_to_zero:_type_fixed_forced_to_zero,r2:_type_r2,residuals_pct:_type_residuals_pct,rows_used:_type_rows_used)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'fixed_pct',fixed_pct)
  __dataclass_builtins_object__.__setattr__(self,'slope_pct_per_tps',slope_pct_per_tps)
  __dataclass_builtins_object__.__setattr__(self,'unconstrained_fixed_pct',unconstrained_fixed_pct)
  __dataclass_builtins_object__.__setattr__(self,'fixed_forced_to_zero',fixed_forced_to_zero)
  __dataclass_builtins_object__.__setattr__(self,'r2',r2)
  __dataclass_builtins_object__.__setattr__(self,'residuals_pct',residuals_pct)
  __dataclass_builtins_object__.__setattr__(self,'rows_used',rows_used)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_front_end, _type_table, _type_runid, _type_cps, _type_regions, _type_terminals, _type_plans, _type_etr_tps, _type_busy_pct, _type_itr_published_tps, _type_irlm_susp_k, _type_db2_latch_per_s, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,front_end:_type_front_end,table:_type_table,runid:_type_runid,cps:_type_cps,regions:_type_regions,terminals:_type_terminals,plans:_type_plans,etr_tps:_type_etr_tps,busy_pct:_type_busy_pct,itr_published_tps:_type_itr_published_tps,irlm_susp_k:_type_irlm_susp_k,db2_latch_per_s:_type_db2_latch_per_s)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'front_end',front_end)
  __dataclass_builtins_object__.__setattr__(self,'table',table)
  __dataclass_builtins_object__.__setattr__(self,'runid',runid)
  __dataclass_builtins_object__.__setattr__(self,'cps',cps)
  __dataclass_builtins_object__.__setattr__(self,'regions',regions)
  __dataclass_builtins_object__.__setattr__(self,'terminals',terminals)
  __dataclass_builtins_object__.__setattr__(self,'plans',plans)
  __dataclass_builtins_object__.__setattr__(self,'etr_tps',etr_tps)
  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'itr_published_tps',itr_published_tps)
  __dataclass_builtins_object__.__setattr__(self,'irlm_susp_k',irlm_susp_k)
  __dataclass_builtins_object__.__setattr__(self,'db2_latch_per_s',db2_latch_per_s)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_func, _type_args, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,func:_type_func,args:_type_args)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'func',func)
  __dataclass_builtins_object__.__setattr__(self,'args',args)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_gcp_engines_per_tps, _type_ziip_engines_per_tps, _type_own_engines_per_tps, _type_own_base_engines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,gcp_engines_per_tps:_type_gcp_engines_per_tps,ziip_engines_per_tps:_type_ziip_engines_per_tps,own_engines_per_tps:_type_own_engines_per_tps,own_base_engines:_type_own_base_engines)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'gcp_engines_per_tps',gcp_engines_per_tps)
  __dataclass_builtins_object__.__setattr__(self,'ziip_engines_per_tps',ziip_engines_per_tps)
  __dataclass_builtins_object__.__setattr__(self,'own_engines_per_tps',own_engines_per_tps)
  __dataclass_builtins_object__.__setattr__(self,'own_base_engines',own_base_engines)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_header, _type_kind, _type_address_space, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_space, _return_type):
 def __init__(self,header:_type_header,kind:_type_kind,address_space:_type_address_space=_dflt_address_space)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'header',header)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_header, _type_workload_key, _type_cell_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,header:_type_header,workload_key:_type_workload_key,cell_key:_type_cell_key)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'header',header)
  __dataclass_builtins_object__.__setattr__(self,'workload_key',workload_key)
  __dataclass_builtins_object__.__setattr__(self,'cell_key',cell_key)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_headers, _type_rows, _type_numeric, _type_bold_rows, _type_small, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_bold_rows, _dflt_small, _return_type):
 def __init__(self,headers:_type_headers,rows:_type_rows,numeric:_type_numeric,bold_rows:_type_bold_rows=_HAS_DEFAULT_FACTORY,small:_type_small=_dflt_small)->_return_type:
  self.headers=headers
  self.rows=rows
  self.numeric=numeric
  self.bold_rows=_dflt_bold_rows() if bold_rows is _HAS_DEFAULT_FACTORY else bold_rows
  self.small=small
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_headers, _type_rows, _type_where, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,headers:_type_headers,rows:_type_rows,where:_type_where)->_return_type:
  self.headers=headers
  self.rows=rows
  self.where=where
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_high, _type_medium, _type_low, _type_medium_share, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,high:_type_high,medium:_type_medium,low:_type_low,medium_share:_type_medium_share)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'high',high)
  __dataclass_builtins_object__.__setattr__(self,'medium',medium)
  __dataclass_builtins_object__.__setattr__(self,'low',low)
  __dataclass_builtins_object__.__setattr__(self,'medium_share',medium_share)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_id, _type_name, _type_family, _type_summary, _type_description, _type_etr_counts, _type_coverage, _type_reference, _type_measurements, _type_notes, _type_extracts, _type_path, _type_shape, _type_origin, _type_provenance, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shape, _dflt_origin, _dflt_provenance, _dflt_digest, _return_type):
 def __init__(self,id:_type_id,name:_type_name,family:_type_family,summary:_type_summary,description:_type_description,etr_counts:_type_etr_counts,coverage:_type_coverage,reference:_type_reference,measurements:_type_measurements,notes:_type_notes,extracts:_type_extracts,path:_type_path,shape:_type_shape=_dflt_shape,origin:_type_origin=_dflt_origin,provenance:_type_provenance=_HAS_DEFAULT_FACTORY,digest:_type_digest=_dflt_digest)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'family',family)
  __dataclass_builtins_object__.__setattr__(self,'summary',summary)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'etr_counts',etr_counts)
  __dataclass_builtins_object__.__setattr__(self,'coverage',coverage)
  __dataclass_builtins_object__.__setattr__(self,'reference',reference)
  __dataclass_builtins_object__.__setattr__(self,'measurements',measurements)
  __dataclass_builtins_object__.__setattr__(self,'notes',notes)
  __dataclass_builtins_object__.__setattr__(self,'extracts',extracts)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'shape',shape)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
  __dataclass_builtins_object__.__setattr__(self,'provenance',_dflt_provenance() if provenance is _HAS_DEFAULT_FACTORY else provenance)
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_index, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,index:_type_index,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_index, _type_user_cells, _type_flat, _type_fixed, _type_eligible, _type_cell_fixed, _type_cell_eligible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,index:_type_index,user_cells:_type_user_cells,flat:_type_flat,fixed:_type_fixed,eligible:_type_eligible,cell_fixed:_type_cell_fixed,cell_eligible:_type_cell_eligible)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'user_cells',user_cells)
  __dataclass_builtins_object__.__setattr__(self,'flat',flat)
  __dataclass_builtins_object__.__setattr__(self,'fixed',fixed)
  __dataclass_builtins_object__.__setattr__(self,'eligible',eligible)
  __dataclass_builtins_object__.__setattr__(self,'cell_fixed',cell_fixed)
  __dataclass_builtins_object__.__setattr__(self,'cell_eligible',cell_eligible)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_initial, _type_absolute, _type_group, _type_defined_msu, _type_wlm_capped_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_initial, _dflt_absolute, _dflt_group, _dflt_defined_msu, _dflt_wlm_capped_pct, _return_type):
 def __init__(self,initial:_type_initial=_dflt_initial,absolute:_type_absolute=_dflt_absolute,group:_type_group=_dflt_group,defined_msu:_type_defined_msu=_dflt_defined_msu,wlm_capped_pct:_type_wlm_capped_pct=_dflt_wlm_capped_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'initial',initial)
  __dataclass_builtins_object__.__setattr__(self,'absolute',absolute)
  __dataclass_builtins_object__.__setattr__(self,'group',group)
  __dataclass_builtins_object__.__setattr__(self,'defined_msu',defined_msu)
  __dataclass_builtins_object__.__setattr__(self,'wlm_capped_pct',wlm_capped_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_instance, _type_instance_count, _type_instance_multiplier, _type_uses, _type_valid, _type_extra, _type_samples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_extra, _dflt_samples, _return_type):
 def __init__(self,instance:_type_instance,instance_count:_type_instance_count,instance_multiplier:_type_instance_multiplier,uses:_type_uses,valid:_type_valid,extra:_type_extra=_HAS_DEFAULT_FACTORY,samples:_type_samples=_dflt_samples)->_return_type:
  self.instance=instance
  self.instance_count=instance_count
  self.instance_multiplier=instance_multiplier
  self.uses=uses
  self.valid=valid
  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra
  self.samples=samples
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_interval, _type_sources, _type_system, _type_cpc, _type_lpar, _type_partition_name, _type_partitions, _type_classes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_sources, _dflt_system, _dflt_cpc, _dflt_lpar, _dflt_partition_name, _dflt_partitions, _dflt_classes, _return_type):
 def __init__(self,interval:_type_interval,sources:_type_sources=_dflt_sources,system:_type_system=_dflt_system,cpc:_type_cpc=_dflt_cpc,lpar:_type_lpar=_dflt_lpar,partition_name:_type_partition_name=_dflt_partition_name,partitions:_type_partitions=_dflt_partitions,classes:_type_classes=_dflt_classes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'interval',interval)
  __dataclass_builtins_object__.__setattr__(self,'sources',sources)
  __dataclass_builtins_object__.__setattr__(self,'system',system)
  __dataclass_builtins_object__.__setattr__(self,'cpc',cpc)
  __dataclass_builtins_object__.__setattr__(self,'lpar',lpar)
  __dataclass_builtins_object__.__setattr__(self,'partition_name',partition_name)
  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)
  __dataclass_builtins_object__.__setattr__(self,'classes',classes)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_intervals, _type_files, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_files, _return_type):
 def __init__(self,intervals:_type_intervals,files:_type_files=_dflt_files)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'intervals',intervals)
  __dataclass_builtins_object__.__setattr__(self,'files',files)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_intervals, _type_skipped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,intervals:_type_intervals,skipped:_type_skipped)->_return_type:
  self.intervals=intervals
  self.skipped=skipped
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_item, _type_lock, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,item:_type_item,lock:_type_lock)->_return_type:
  self.item=item
  self.lock=lock
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_items, _type_style, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _return_type):
 def __init__(self,items:_type_items,style:_type_style=_dflt_style)->_return_type:
  self.items=items
  self.style=style
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_cpu_from, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cpu_from, _return_type):
 def __init__(self,key:_type_key,cpu_from:_type_cpu_from=_dflt_cpu_from)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'cpu_from',cpu_from)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_header, _type_spec, _type_quantity, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_spec, _dflt_quantity, _return_type):
 def __init__(self,key:_type_key,header:_type_header,spec:_type_spec=_dflt_spec,quantity:_type_quantity=_dflt_quantity)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'header',header)
  __dataclass_builtins_object__.__setattr__(self,'spec',spec)
  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_kind, _type_description, _type_unit, _type_min, _type_max, _type_required, _type_default, _type_default_source, _type_formula, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unit, _dflt_min, _dflt_max, _dflt_required, _dflt_default, _dflt_default_source, _dflt_formula, _return_type):
 def __init__(self,key:_type_key,label:_type_label,kind:_type_kind,description:_type_description,unit:_type_unit=_dflt_unit,min:_type_min=_dflt_min,max:_type_max=_dflt_max,required:_type_required=_dflt_required,default:_type_default=_dflt_default,default_source:_type_default_source=_dflt_default_source,formula:_type_formula=_dflt_formula)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'min',min)
  __dataclass_builtins_object__.__setattr__(self,'max',max)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'default',default)
  __dataclass_builtins_object__.__setattr__(self,'default_source',default_source)
  __dataclass_builtins_object__.__setattr__(self,'formula',formula)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_unit, _type_level, _type_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,level:_type_level,description:_type_description)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'level',level)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_unit, _type_threshold, _type_base, _type_explanation, _type_read, _type_quantity, _type_workloads, _type_at, _type_threshold_key, _type_base_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_workloads, _dflt_at, _dflt_threshold_key, _dflt_base_key, _return_type):
 def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,threshold:_type_threshold,base:_type_base,explanation:_type_explanation,read:_type_read,quantity:_type_quantity,workloads:_type_workloads=_dflt_workloads,at:_type_at=_dflt_at,threshold_key:_type_threshold_key=_dflt_threshold_key,base_key:_type_base_key=_dflt_base_key)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'explanation',explanation)
  __dataclass_builtins_object__.__setattr__(self,'read',read)
  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)
  __dataclass_builtins_object__.__setattr__(self,'workloads',workloads)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'threshold_key',threshold_key)
  __dataclass_builtins_object__.__setattr__(self,'base_key',base_key)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_unit, _type_value, _type_formula, _type_with_values, _type_inputs, _type_where, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_note, _return_type):
 def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,value:_type_value,formula:_type_formula,with_values:_type_with_values,inputs:_type_inputs,where:_type_where,note:_type_note=_dflt_note)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'formula',formula)
  __dataclass_builtins_object__.__setattr__(self,'with_values',with_values)
  __dataclass_builtins_object__.__setattr__(self,'inputs',inputs)
  __dataclass_builtins_object__.__setattr__(self,'where',where)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_unit, _type_value, _type_threshold, _type_max_factor, _type_total_tps, _type_explanation, _type_assumptions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_assumptions, _return_type):
 def __init__(self,key:_type_key,label:_type_label,unit:_type_unit,value:_type_value,threshold:_type_threshold,max_factor:_type_max_factor,total_tps:_type_total_tps,explanation:_type_explanation,assumptions:_type_assumptions=_dflt_assumptions)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)
  __dataclass_builtins_object__.__setattr__(self,'max_factor',max_factor)
  __dataclass_builtins_object__.__setattr__(self,'total_tps',total_tps)
  __dataclass_builtins_object__.__setattr__(self,'explanation',explanation)
  __dataclass_builtins_object__.__setattr__(self,'assumptions',assumptions)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_value, _type_threshold, _type_unit, _type_fix, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,label:_type_label,value:_type_value,threshold:_type_threshold,unit:_type_unit,fix:_type_fix)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'threshold',threshold)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'fix',fix)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_label, _type_value, _type_unit, _type_provenance, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,label:_type_label,value:_type_value,unit:_type_unit,provenance:_type_provenance)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'provenance',provenance)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_name, _type_distribution, _type_active, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,name:_type_name,distribution:_type_distribution,active:_type_active)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'distribution',distribution)
  __dataclass_builtins_object__.__setattr__(self,'active',active)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_name, _type_group, _type_unit, _type_default, _type_description, _type_argument, _type_min, _type_max, _type_integer, _type_choices, _type_source, _type_suggestions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min, _dflt_max, _dflt_integer, _dflt_choices, _dflt_source, _dflt_suggestions, _return_type):
 def __init__(self,key:_type_key,name:_type_name,group:_type_group,unit:_type_unit,default:_type_default,description:_type_description,argument:_type_argument,min:_type_min=_dflt_min,max:_type_max=_dflt_max,integer:_type_integer=_dflt_integer,choices:_type_choices=_dflt_choices,source:_type_source=_dflt_source,suggestions:_type_suggestions=_dflt_suggestions)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'group',group)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'default',default)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'argument',argument)
  __dataclass_builtins_object__.__setattr__(self,'min',min)
  __dataclass_builtins_object__.__setattr__(self,'max',max)
  __dataclass_builtins_object__.__setattr__(self,'integer',integer)
  __dataclass_builtins_object__.__setattr__(self,'choices',choices)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'suggestions',suggestions)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_name, _type_scope, _type_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,name:_type_name,scope:_type_scope,description:_type_description)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'scope',scope)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_key, _type_name, _type_why, _type_runs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,name:_type_name,why:_type_why,runs:_type_runs)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
  __dataclass_builtins_object__.__setattr__(self,'runs',runs)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_busy_pct, _type_logical, _type_available, _type_available_busy_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_available, _dflt_available_busy_pct, _return_type):
 def __init__(self,kind:_type_kind,busy_pct:_type_busy_pct,logical:_type_logical,available:_type_available=_dflt_available,available_busy_pct:_type_available_busy_pct=_dflt_available_busy_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'logical',logical)
  __dataclass_builtins_object__.__setattr__(self,'available',available)
  __dataclass_builtins_object__.__setattr__(self,'available_busy_pct',available_busy_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_demand, _type_physical, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,demand:_type_demand,physical:_type_physical)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'demand',demand)
  __dataclass_builtins_object__.__setattr__(self,'physical',physical)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_fixed, _type_moved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,fixed:_type_fixed,moved:_type_moved)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'fixed',fixed)
  __dataclass_builtins_object__.__setattr__(self,'moved',moved)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_key, _type_name, _type_period, _type_workload, _type_description, _type_intervals, _type_seconds, _type_ended, _type_ended_per_s, _type_response_ms, _type_appl_cp_pct, _type_appl_ziip_on_cp_pct, _type_appl_ziip_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,key:_type_key,name:_type_name,period:_type_period,workload:_type_workload,description:_type_description,intervals:_type_intervals,seconds:_type_seconds,ended:_type_ended,ended_per_s:_type_ended_per_s,response_ms:_type_response_ms,appl_cp_pct:_type_appl_cp_pct,appl_ziip_on_cp_pct:_type_appl_ziip_on_cp_pct,appl_ziip_pct:_type_appl_ziip_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'period',period)
  __dataclass_builtins_object__.__setattr__(self,'workload',workload)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'intervals',intervals)
  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)
  __dataclass_builtins_object__.__setattr__(self,'ended',ended)
  __dataclass_builtins_object__.__setattr__(self,'ended_per_s',ended_per_s)
  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)
  __dataclass_builtins_object__.__setattr__(self,'appl_cp_pct',appl_cp_pct)
  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_on_cp_pct',appl_ziip_on_cp_pct)
  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_pct',appl_ziip_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_line, _type_title, _type_lines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_lines, _return_type):
 def __init__(self,kind:_type_kind,line:_type_line,title:_type_title=_dflt_title,lines:_type_lines=_HAS_DEFAULT_FACTORY)->_return_type:
  self.kind=kind
  self.line=line
  self.title=title
  self.lines=_dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_name, _type_period, _type_workload, _type_description, _type_ended, _type_ended_per_s, _type_response_ms, _type_execution_ms, _type_queued_ms, _type_appl_cp_pct, _type_appl_ziip_on_cp_pct, _type_appl_ziip_pct, _type_cpu_s, _type_srb_s, _type_ziip_s, _type_where, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_period, _dflt_workload, _dflt_description, _dflt_ended, _dflt_ended_per_s, _dflt_response_ms, _dflt_execution_ms, _dflt_queued_ms, _dflt_appl_cp_pct, _dflt_appl_ziip_on_cp_pct, _dflt_appl_ziip_pct, _dflt_cpu_s, _dflt_srb_s, _dflt_ziip_s, _dflt_where, _return_type):
 def __init__(self,kind:_type_kind,name:_type_name,period:_type_period=_dflt_period,workload:_type_workload=_dflt_workload,description:_type_description=_dflt_description,ended:_type_ended=_dflt_ended,ended_per_s:_type_ended_per_s=_dflt_ended_per_s,response_ms:_type_response_ms=_dflt_response_ms,execution_ms:_type_execution_ms=_dflt_execution_ms,queued_ms:_type_queued_ms=_dflt_queued_ms,appl_cp_pct:_type_appl_cp_pct=_dflt_appl_cp_pct,appl_ziip_on_cp_pct:_type_appl_ziip_on_cp_pct=_dflt_appl_ziip_on_cp_pct,appl_ziip_pct:_type_appl_ziip_pct=_dflt_appl_ziip_pct,cpu_s:_type_cpu_s=_dflt_cpu_s,srb_s:_type_srb_s=_dflt_srb_s,ziip_s:_type_ziip_s=_dflt_ziip_s,where:_type_where=_dflt_where)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'period',period)
  __dataclass_builtins_object__.__setattr__(self,'workload',workload)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'ended',ended)
  __dataclass_builtins_object__.__setattr__(self,'ended_per_s',ended_per_s)
  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)
  __dataclass_builtins_object__.__setattr__(self,'execution_ms',execution_ms)
  __dataclass_builtins_object__.__setattr__(self,'queued_ms',queued_ms)
  __dataclass_builtins_object__.__setattr__(self,'appl_cp_pct',appl_cp_pct)
  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_on_cp_pct',appl_ziip_on_cp_pct)
  __dataclass_builtins_object__.__setattr__(self,'appl_ziip_pct',appl_ziip_pct)
  __dataclass_builtins_object__.__setattr__(self,'cpu_s',cpu_s)
  __dataclass_builtins_object__.__setattr__(self,'srb_s',srb_s)
  __dataclass_builtins_object__.__setattr__(self,'ziip_s',ziip_s)
  __dataclass_builtins_object__.__setattr__(self,'where',where)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_pool, _type_own, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,pool:_type_pool,own:_type_own)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'pool',pool)
  __dataclass_builtins_object__.__setattr__(self,'own',own)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_title, _type_data, _type_height_share, _type_min_height_share, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_height_share, _dflt_min_height_share, _return_type):
 def __init__(self,kind:_type_kind,title:_type_title,data:_type_data,height_share:_type_height_share=_dflt_height_share,min_height_share:_type_min_height_share=_dflt_min_height_share)->_return_type:
  self.kind=kind
  self.title=title
  self.data=data
  self.height_share=height_share
  self.min_height_share=min_height_share
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_where, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,where:_type_where,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'where',where)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_label, _type_cps, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,label:_type_label,cps:_type_cps,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'cps',cps)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_label, _type_kind, _type_address_space, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_space, _return_type):
 def __init__(self,label:_type_label,kind:_type_kind,address_space:_type_address_space=_dflt_address_space)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'address_space',address_space)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_lambda_tps, _type_sigma, _type_kappa, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,lambda_tps:_type_lambda_tps,sigma:_type_sigma,kappa:_type_kappa)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'lambda_tps',lambda_tps)
  __dataclass_builtins_object__.__setattr__(self,'sigma',sigma)
  __dataclass_builtins_object__.__setattr__(self,'kappa',kappa)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_level, _type_text, _type_anchor, _type_position, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,level:_type_level,text:_type_text,anchor:_type_anchor,position:_type_position)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'level',level)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)
  __dataclass_builtins_object__.__setattr__(self,'position',position)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_limits, _type_binding, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,limits:_type_limits,binding:_type_binding,notes:_type_notes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'limits',limits)
  __dataclass_builtins_object__.__setattr__(self,'binding',binding)
  __dataclass_builtins_object__.__setattr__(self,'notes',notes)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_line, _type_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,line:_type_line,groups:_type_groups)->_return_type:
  self.line=line
  self.groups=groups
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_link, _type_ms_by_space, _type_eligible_ms_by_space, _type_payload_in_bytes, _type_payload_out_bytes, _type_machine, _type_lpar_cps, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,link:_type_link,ms_by_space:_type_ms_by_space,eligible_ms_by_space:_type_eligible_ms_by_space,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,machine:_type_machine,lpar_cps:_type_lpar_cps,source:_type_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'link',link)
  __dataclass_builtins_object__.__setattr__(self,'ms_by_space',ms_by_space)
  __dataclass_builtins_object__.__setattr__(self,'eligible_ms_by_space',eligible_ms_by_space)
  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)
  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_logical_cps, _type_logical_ziips, _type_cp_busy_pct, _type_ziip_busy_pct, _type_cp_mvs_busy_pct, _type_ziip_mvs_busy_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cp_mvs_busy_pct, _dflt_ziip_mvs_busy_pct, _return_type):
 def __init__(self,logical_cps:_type_logical_cps,logical_ziips:_type_logical_ziips,cp_busy_pct:_type_cp_busy_pct,ziip_busy_pct:_type_ziip_busy_pct,cp_mvs_busy_pct:_type_cp_mvs_busy_pct=_dflt_cp_mvs_busy_pct,ziip_mvs_busy_pct:_type_ziip_mvs_busy_pct=_dflt_ziip_mvs_busy_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)
  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)
  __dataclass_builtins_object__.__setattr__(self,'cp_busy_pct',cp_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'cp_mvs_busy_pct',cp_mvs_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'ziip_mvs_busy_pct',ziip_mvs_busy_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_machine_type, _type_model, _type_hardware_model, _type_capacity_msu, _type_physical_cps, _type_physical_ziips, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hardware_model, _dflt_capacity_msu, _dflt_physical_cps, _dflt_physical_ziips, _return_type):
 def __init__(self,machine_type:_type_machine_type,model:_type_model,hardware_model:_type_hardware_model=_dflt_hardware_model,capacity_msu:_type_capacity_msu=_dflt_capacity_msu,physical_cps:_type_physical_cps=_dflt_physical_cps,physical_ziips:_type_physical_ziips=_dflt_physical_ziips)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'machine_type',machine_type)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'hardware_model',hardware_model)
  __dataclass_builtins_object__.__setattr__(self,'capacity_msu',capacity_msu)
  __dataclass_builtins_object__.__setattr__(self,'physical_cps',physical_cps)
  __dataclass_builtins_object__.__setattr__(self,'physical_ziips',physical_ziips)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_machine_type, _type_type_label, _type_scenario, _type_settings, _type_candidates, _type_target_cp_busy_pct, _type_objective, _type_answers, _type_not_computed, _type_unmet, _type_skipped, _type_notes, _type_computations, _type_plan_hardware, _type_min_cps, _type_now, _type_partition_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_objective, _dflt_answers, _dflt_not_computed, _dflt_unmet, _dflt_skipped, _dflt_notes, _dflt_computations, _dflt_plan_hardware, _dflt_min_cps, _dflt_now, _dflt_partition_names, _return_type):
 def __init__(self,machine_type:_type_machine_type,type_label:_type_type_label,scenario:_type_scenario,settings:_type_settings,candidates:_type_candidates,target_cp_busy_pct:_type_target_cp_busy_pct,objective:_type_objective=_dflt_objective,answers:_type_answers=_HAS_DEFAULT_FACTORY,not_computed:_type_not_computed=_HAS_DEFAULT_FACTORY,unmet:_type_unmet=_dflt_unmet,skipped:_type_skipped=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY,computations:_type_computations=_dflt_computations,plan_hardware:_type_plan_hardware=_HAS_DEFAULT_FACTORY,min_cps:_type_min_cps=_dflt_min_cps,now:_type_now=_dflt_now,partition_names:_type_partition_names=_dflt_partition_names)->_return_type:
  self.machine_type=machine_type
  self.type_label=type_label
  self.scenario=scenario
  self.settings=settings
  self.candidates=candidates
  self.target_cp_busy_pct=target_cp_busy_pct
  self.objective=objective
  self.answers=_dflt_answers() if answers is _HAS_DEFAULT_FACTORY else answers
  self.not_computed=_dflt_not_computed() if not_computed is _HAS_DEFAULT_FACTORY else not_computed
  self.unmet=unmet
  self.skipped=_dflt_skipped() if skipped is _HAS_DEFAULT_FACTORY else skipped
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
  self.computations=computations
  self.plan_hardware=_dflt_plan_hardware() if plan_hardware is _HAS_DEFAULT_FACTORY else plan_hardware
  self.min_cps=min_cps
  self.now=now
  self.partition_names=partition_names
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_model, _type_ziips, _type_cp_busy_pct, _type_ziip_busy_pct, _type_spill_pct, _type_binding_label, _type_headroom_pct, _type_shortfalls, _type_hardware, _type_lpar_msu, _type_note, _type_slowest_response_ms, _type_slowest_workload, _type_partitions, _type_cp_busy, _type_ziip_busy, _type_saturated_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lpar_msu, _dflt_note, _dflt_slowest_response_ms, _dflt_slowest_workload, _dflt_partitions, _dflt_cp_busy, _dflt_ziip_busy, _dflt_saturated_on, _return_type):
 def __init__(self,model:_type_model,ziips:_type_ziips,cp_busy_pct:_type_cp_busy_pct,ziip_busy_pct:_type_ziip_busy_pct,spill_pct:_type_spill_pct,binding_label:_type_binding_label,headroom_pct:_type_headroom_pct,shortfalls:_type_shortfalls,hardware:_type_hardware,lpar_msu:_type_lpar_msu=_dflt_lpar_msu,note:_type_note=_dflt_note,slowest_response_ms:_type_slowest_response_ms=_dflt_slowest_response_ms,slowest_workload:_type_slowest_workload=_dflt_slowest_workload,partitions:_type_partitions=_dflt_partitions,cp_busy:_type_cp_busy=_dflt_cp_busy,ziip_busy:_type_ziip_busy=_dflt_ziip_busy,saturated_on:_type_saturated_on=_dflt_saturated_on)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'ziips',ziips)
  __dataclass_builtins_object__.__setattr__(self,'cp_busy_pct',cp_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'spill_pct',spill_pct)
  __dataclass_builtins_object__.__setattr__(self,'binding_label',binding_label)
  __dataclass_builtins_object__.__setattr__(self,'headroom_pct',headroom_pct)
  __dataclass_builtins_object__.__setattr__(self,'shortfalls',shortfalls)
  __dataclass_builtins_object__.__setattr__(self,'hardware',hardware)
  __dataclass_builtins_object__.__setattr__(self,'lpar_msu',lpar_msu)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
  __dataclass_builtins_object__.__setattr__(self,'slowest_response_ms',slowest_response_ms)
  __dataclass_builtins_object__.__setattr__(self,'slowest_workload',slowest_workload)
  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)
  __dataclass_builtins_object__.__setattr__(self,'cp_busy',cp_busy)
  __dataclass_builtins_object__.__setattr__(self,'ziip_busy',ziip_busy)
  __dataclass_builtins_object__.__setattr__(self,'saturated_on',saturated_on)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_model_id, _type_method, _type_by_as, _type_saturated, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model_id:_type_model_id,method:_type_method,by_as:_type_by_as,saturated:_type_saturated,rule:_type_rule)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model_id',model_id)
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'by_as',by_as)
  __dataclass_builtins_object__.__setattr__(self,'saturated',saturated)
  __dataclass_builtins_object__.__setattr__(self,'rule',rule)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_model_id, _type_name, _type_family, _type_machine, _type_lpar_cps, _type_lpar_ziips, _type_releases, _type_counting, _type_like, _type_payload_in_bytes, _type_payload_out_bytes, _type_summary, _type_network, _type_measured_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_releases, _dflt_counting, _dflt_like, _dflt_payload_in_bytes, _dflt_payload_out_bytes, _dflt_summary, _dflt_network, _dflt_measured_on, _return_type):
 def __init__(self,model_id:_type_model_id,name:_type_name,family:_type_family,machine:_type_machine,lpar_cps:_type_lpar_cps,lpar_ziips:_type_lpar_ziips,releases:_type_releases=_HAS_DEFAULT_FACTORY,counting:_type_counting=_dflt_counting,like:_type_like=_dflt_like,payload_in_bytes:_type_payload_in_bytes=_dflt_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes=_dflt_payload_out_bytes,summary:_type_summary=_dflt_summary,network:_type_network=_dflt_network,measured_on:_type_measured_on=_dflt_measured_on)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model_id',model_id)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'family',family)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'lpar_cps',lpar_cps)
  __dataclass_builtins_object__.__setattr__(self,'lpar_ziips',lpar_ziips)
  __dataclass_builtins_object__.__setattr__(self,'releases',_dflt_releases() if releases is _HAS_DEFAULT_FACTORY else releases)
  __dataclass_builtins_object__.__setattr__(self,'counting',counting)
  __dataclass_builtins_object__.__setattr__(self,'like',like)
  __dataclass_builtins_object__.__setattr__(self,'payload_in_bytes',payload_in_bytes)
  __dataclass_builtins_object__.__setattr__(self,'payload_out_bytes',payload_out_bytes)
  __dataclass_builtins_object__.__setattr__(self,'summary',summary)
  __dataclass_builtins_object__.__setattr__(self,'network',network)
  __dataclass_builtins_object__.__setattr__(self,'measured_on',measured_on)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_model_ids, _type_spaces, _type_method, _type_arrays, _type_measured, _type_costs, _type_overridden, _type_catalog, _type_rule, _type__busiest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_catalog, _dflt_rule, _dflt__busiest, _return_type):
 def __init__(self,model_ids:_type_model_ids,spaces:_type_spaces,method:_type_method,arrays:_type_arrays,measured:_type_measured,costs:_type_costs,overridden:_type_overridden,catalog:_type_catalog=_dflt_catalog,rule:_type_rule=_dflt_rule,_busiest:_type__busiest=_HAS_DEFAULT_FACTORY)->_return_type:
  self.model_ids=model_ids
  self.spaces=spaces
  self.method=method
  self.arrays=arrays
  self.measured=measured
  self.costs=costs
  self.overridden=overridden
  self.catalog=catalog
  self.rule=rule
  self._busiest=_dflt__busiest() if _busiest is _HAS_DEFAULT_FACTORY else _busiest
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_models, _type_address_spaces, _type_assumptions, _type_folder, _type_machines, _type_limits, _type_app_workloads, _type_families, _type_builtin_digest, _type_user_folder, _type_user_problems, _type_documents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_limits, _dflt_app_workloads, _dflt_families, _dflt_builtin_digest, _dflt_user_folder, _dflt_user_problems, _dflt_documents, _return_type):
 def __init__(self,models:_type_models,address_spaces:_type_address_spaces,assumptions:_type_assumptions,folder:_type_folder,machines:_type_machines,limits:_type_limits=_HAS_DEFAULT_FACTORY,app_workloads:_type_app_workloads=_HAS_DEFAULT_FACTORY,families:_type_families=_dflt_families,builtin_digest:_type_builtin_digest=_dflt_builtin_digest,user_folder:_type_user_folder=_dflt_user_folder,user_problems:_type_user_problems=_HAS_DEFAULT_FACTORY,documents:_type_documents=_HAS_DEFAULT_FACTORY)->_return_type:
  self.models=models
  self.address_spaces=address_spaces
  self.assumptions=assumptions
  self.folder=folder
  self.machines=machines
  self.limits=_dflt_limits() if limits is _HAS_DEFAULT_FACTORY else limits
  self.app_workloads=_dflt_app_workloads() if app_workloads is _HAS_DEFAULT_FACTORY else app_workloads
  self.families=families
  self.builtin_digest=builtin_digest
  self.user_folder=user_folder
  self.user_problems=_dflt_user_problems() if user_problems is _HAS_DEFAULT_FACTORY else user_problems
  self.documents=_dflt_documents() if documents is _HAS_DEFAULT_FACTORY else documents
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_moved, _type_shown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,moved:_type_moved,shown:_type_shown)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'moved',moved)
  __dataclass_builtins_object__.__setattr__(self,'shown',shown)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_multipliers, _type_tps, _type_new_work_msu, _type_lpar_msu, _type_gcp_busy_pct, _type_rolling_msu, _type_msu_per_cp, _type_unserved_msu, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unserved_msu, _return_type):
 def __init__(self,multipliers:_type_multipliers,tps:_type_tps,new_work_msu:_type_new_work_msu,lpar_msu:_type_lpar_msu,gcp_busy_pct:_type_gcp_busy_pct,rolling_msu:_type_rolling_msu,msu_per_cp:_type_msu_per_cp,unserved_msu:_type_unserved_msu=_dflt_unserved_msu)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'multipliers',multipliers)
  __dataclass_builtins_object__.__setattr__(self,'tps',tps)
  __dataclass_builtins_object__.__setattr__(self,'new_work_msu',new_work_msu)
  __dataclass_builtins_object__.__setattr__(self,'lpar_msu',lpar_msu)
  __dataclass_builtins_object__.__setattr__(self,'gcp_busy_pct',gcp_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'rolling_msu',rolling_msu)
  __dataclass_builtins_object__.__setattr__(self,'msu_per_cp',msu_per_cp)
  __dataclass_builtins_object__.__setattr__(self,'unserved_msu',unserved_msu)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_n_cps, _type_fitted, _type_low, _type_high, _type_std_err, _type_lspr_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,n_cps:_type_n_cps,fitted:_type_fitted,low:_type_low,high:_type_high,std_err:_type_std_err,lspr_only:_type_lspr_only)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'n_cps',n_cps)
  __dataclass_builtins_object__.__setattr__(self,'fitted',fitted)
  __dataclass_builtins_object__.__setattr__(self,'low',low)
  __dataclass_builtins_object__.__setattr__(self,'high',high)
  __dataclass_builtins_object__.__setattr__(self,'std_err',std_err)
  __dataclass_builtins_object__.__setattr__(self,'lspr_only',lspr_only)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_n_cps, _type_measured, _type_params, _type_at_bound, _type_dof, _type_covariance, _type_loo, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,n_cps:_type_n_cps,measured:_type_measured,params:_type_params,at_bound:_type_at_bound,dof:_type_dof,covariance:_type_covariance,loo:_type_loo)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'n_cps',n_cps)
  __dataclass_builtins_object__.__setattr__(self,'measured',measured)
  __dataclass_builtins_object__.__setattr__(self,'params',params)
  __dataclass_builtins_object__.__setattr__(self,'at_bound',at_bound)
  __dataclass_builtins_object__.__setattr__(self,'dof',dof)
  __dataclass_builtins_object__.__setattr__(self,'covariance',covariance)
  __dataclass_builtins_object__.__setattr__(self,'loo',loo)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_n_from, _type_n_to, _type_itr_per_cp_ratio, _type_etr_per_cp_ratio, _type_busy_from_pct, _type_busy_to_pct, _type_lspr_ratio, _type_itr_per_cp_by_n, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,n_from:_type_n_from,n_to:_type_n_to,itr_per_cp_ratio:_type_itr_per_cp_ratio,etr_per_cp_ratio:_type_etr_per_cp_ratio,busy_from_pct:_type_busy_from_pct,busy_to_pct:_type_busy_to_pct,lspr_ratio:_type_lspr_ratio,itr_per_cp_by_n:_type_itr_per_cp_by_n)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'n_from',n_from)
  __dataclass_builtins_object__.__setattr__(self,'n_to',n_to)
  __dataclass_builtins_object__.__setattr__(self,'itr_per_cp_ratio',itr_per_cp_ratio)
  __dataclass_builtins_object__.__setattr__(self,'etr_per_cp_ratio',etr_per_cp_ratio)
  __dataclass_builtins_object__.__setattr__(self,'busy_from_pct',busy_from_pct)
  __dataclass_builtins_object__.__setattr__(self,'busy_to_pct',busy_to_pct)
  __dataclass_builtins_object__.__setattr__(self,'lspr_ratio',lspr_ratio)
  __dataclass_builtins_object__.__setattr__(self,'itr_per_cp_by_n',itr_per_cp_by_n)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_active, _type_dedicated, _type_weight, _type_ziip_weight, _type_logical_cps, _type_logical_ziips, _type_busy_pct, _type_ziip_busy_pct, _type_other_processors, _type_msu_actual, _type_capping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_active, _dflt_dedicated, _dflt_weight, _dflt_ziip_weight, _dflt_logical_cps, _dflt_logical_ziips, _dflt_busy_pct, _dflt_ziip_busy_pct, _dflt_other_processors, _dflt_msu_actual, _dflt_capping, _return_type):
 def __init__(self,name:_type_name,active:_type_active=_dflt_active,dedicated:_type_dedicated=_dflt_dedicated,weight:_type_weight=_dflt_weight,ziip_weight:_type_ziip_weight=_dflt_ziip_weight,logical_cps:_type_logical_cps=_dflt_logical_cps,logical_ziips:_type_logical_ziips=_dflt_logical_ziips,busy_pct:_type_busy_pct=_dflt_busy_pct,ziip_busy_pct:_type_ziip_busy_pct=_dflt_ziip_busy_pct,other_processors:_type_other_processors=_dflt_other_processors,msu_actual:_type_msu_actual=_dflt_msu_actual,capping:_type_capping=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'active',active)
  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)
  __dataclass_builtins_object__.__setattr__(self,'weight',weight)
  __dataclass_builtins_object__.__setattr__(self,'ziip_weight',ziip_weight)
  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)
  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)
  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'other_processors',other_processors)
  __dataclass_builtins_object__.__setattr__(self,'msu_actual',msu_actual)
  __dataclass_builtins_object__.__setattr__(self,'capping',_dflt_capping() if capping is _HAS_DEFAULT_FACTORY else capping)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_cp, _type_ziip, _type_caps, _type_msu_per_cp, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):
 def __init__(self,name:_type_name,cp:_type_cp,ziip:_type_ziip,caps:_type_caps,msu_per_cp:_type_msu_per_cp,notes:_type_notes=_dflt_notes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'cp',cp)
  __dataclass_builtins_object__.__setattr__(self,'ziip',ziip)
  __dataclass_builtins_object__.__setattr__(self,'caps',caps)
  __dataclass_builtins_object__.__setattr__(self,'msu_per_cp',msu_per_cp)
  __dataclass_builtins_object__.__setattr__(self,'notes',notes)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_errors, _type_totals, _type_msu, _type_why_no_msu, _type_max_tps, _type_binding, _type_machine, _type_names, _type_ingress, _type_valid, _type_per_workload, _type_per_space, _type_space_names, _type_space_busy, _type_shared, _type_sharing, _type_lpars, _type_partitions, _type_link_cpu_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lpars, _dflt_partitions, _dflt_link_cpu_pct, _return_type):
 def __init__(self,name:_type_name,errors:_type_errors,totals:_type_totals,msu:_type_msu,why_no_msu:_type_why_no_msu,max_tps:_type_max_tps,binding:_type_binding,machine:_type_machine,names:_type_names,ingress:_type_ingress,valid:_type_valid,per_workload:_type_per_workload,per_space:_type_per_space,space_names:_type_space_names,space_busy:_type_space_busy,shared:_type_shared,sharing:_type_sharing,lpars:_type_lpars=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_dflt_partitions,link_cpu_pct:_type_link_cpu_pct=_dflt_link_cpu_pct)->_return_type:
  self.name=name
  self.errors=errors
  self.totals=totals
  self.msu=msu
  self.why_no_msu=why_no_msu
  self.max_tps=max_tps
  self.binding=binding
  self.machine=machine
  self.names=names
  self.ingress=ingress
  self.valid=valid
  self.per_workload=per_workload
  self.per_space=per_space
  self.space_names=space_names
  self.space_busy=space_busy
  self.shared=shared
  self.sharing=sharing
  self.lpars=_dflt_lpars() if lpars is _HAS_DEFAULT_FACTORY else lpars
  self.partitions=partitions
  self.link_cpu_pct=link_cpu_pct
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_hardware, _type_workloads, _type_region_groups, _type_variables, _type_assumptions, _type_notes, _type_hourly_profile, _type_extra, _type_partitions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hardware, _dflt_workloads, _dflt_region_groups, _dflt_variables, _dflt_assumptions, _dflt_notes, _dflt_hourly_profile, _dflt_extra, _dflt_partitions, _return_type):
 def __init__(self,name:_type_name,hardware:_type_hardware=_HAS_DEFAULT_FACTORY,workloads:_type_workloads=_HAS_DEFAULT_FACTORY,region_groups:_type_region_groups=_HAS_DEFAULT_FACTORY,variables:_type_variables=_HAS_DEFAULT_FACTORY,assumptions:_type_assumptions=_HAS_DEFAULT_FACTORY,notes:_type_notes=_dflt_notes,hourly_profile:_type_hourly_profile=_dflt_hourly_profile,extra:_type_extra=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_HAS_DEFAULT_FACTORY)->_return_type:
  self.name=name
  self.hardware=_dflt_hardware() if hardware is _HAS_DEFAULT_FACTORY else hardware
  self.workloads=_dflt_workloads() if workloads is _HAS_DEFAULT_FACTORY else workloads
  self.region_groups=_dflt_region_groups() if region_groups is _HAS_DEFAULT_FACTORY else region_groups
  self.variables=_dflt_variables() if variables is _HAS_DEFAULT_FACTORY else variables
  self.assumptions=_dflt_assumptions() if assumptions is _HAS_DEFAULT_FACTORY else assumptions
  self.notes=notes
  self.hourly_profile=hourly_profile
  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra
  self.partitions=_dflt_partitions() if partitions is _HAS_DEFAULT_FACTORY else partitions
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_logical, _type_dedicated, _type_share_of_pool, _type_entitled, _type_ceiling, _type_ceiling_by, _type_guaranteed, _type_available, _type_given, _type_vertical, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,logical:_type_logical,dedicated:_type_dedicated,share_of_pool:_type_share_of_pool,entitled:_type_entitled,ceiling:_type_ceiling,ceiling_by:_type_ceiling_by,guaranteed:_type_guaranteed,available:_type_available,given:_type_given,vertical:_type_vertical)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'logical',logical)
  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)
  __dataclass_builtins_object__.__setattr__(self,'share_of_pool',share_of_pool)
  __dataclass_builtins_object__.__setattr__(self,'entitled',entitled)
  __dataclass_builtins_object__.__setattr__(self,'ceiling',ceiling)
  __dataclass_builtins_object__.__setattr__(self,'ceiling_by',ceiling_by)
  __dataclass_builtins_object__.__setattr__(self,'guaranteed',guaranteed)
  __dataclass_builtins_object__.__setattr__(self,'available',available)
  __dataclass_builtins_object__.__setattr__(self,'given',given)
  __dataclass_builtins_object__.__setattr__(self,'vertical',vertical)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_logical, _type_weight, _type_dedicated, _type_demand, _type_initial_capping, _type_absolute_cap, _type_defined_cap, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_weight, _dflt_dedicated, _dflt_demand, _dflt_initial_capping, _dflt_absolute_cap, _dflt_defined_cap, _return_type):
 def __init__(self,name:_type_name,logical:_type_logical,weight:_type_weight=_dflt_weight,dedicated:_type_dedicated=_dflt_dedicated,demand:_type_demand=_dflt_demand,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute_cap:_type_absolute_cap=_dflt_absolute_cap,defined_cap:_type_defined_cap=_dflt_defined_cap)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'logical',logical)
  __dataclass_builtins_object__.__setattr__(self,'weight',weight)
  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)
  __dataclass_builtins_object__.__setattr__(self,'demand',demand)
  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)
  __dataclass_builtins_object__.__setattr__(self,'absolute_cap',absolute_cap)
  __dataclass_builtins_object__.__setattr__(self,'defined_cap',defined_cap)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_logical_cps, _type_logical_ziips, _type_weight, _type_ziip_weight, _type_busy_pct, _type_ziip_busy_pct, _type_dedicated, _type_initial_capping, _type_absolute_cps, _type_absolute_on, _type_group_capping, _type_defined_msu, _type_machine, _type_available_cps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_logical_cps, _dflt_logical_ziips, _dflt_weight, _dflt_ziip_weight, _dflt_busy_pct, _dflt_ziip_busy_pct, _dflt_dedicated, _dflt_initial_capping, _dflt_absolute_cps, _dflt_absolute_on, _dflt_group_capping, _dflt_defined_msu, _dflt_machine, _dflt_available_cps, _return_type):
 def __init__(self,name:_type_name,logical_cps:_type_logical_cps=_dflt_logical_cps,logical_ziips:_type_logical_ziips=_dflt_logical_ziips,weight:_type_weight=_dflt_weight,ziip_weight:_type_ziip_weight=_dflt_ziip_weight,busy_pct:_type_busy_pct=_dflt_busy_pct,ziip_busy_pct:_type_ziip_busy_pct=_dflt_ziip_busy_pct,dedicated:_type_dedicated=_dflt_dedicated,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute_cps:_type_absolute_cps=_dflt_absolute_cps,absolute_on:_type_absolute_on=_dflt_absolute_on,group_capping:_type_group_capping=_dflt_group_capping,defined_msu:_type_defined_msu=_dflt_defined_msu,machine:_type_machine=_dflt_machine,available_cps:_type_available_cps=_dflt_available_cps)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'logical_cps',logical_cps)
  __dataclass_builtins_object__.__setattr__(self,'logical_ziips',logical_ziips)
  __dataclass_builtins_object__.__setattr__(self,'weight',weight)
  __dataclass_builtins_object__.__setattr__(self,'ziip_weight',ziip_weight)
  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'ziip_busy_pct',ziip_busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)
  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)
  __dataclass_builtins_object__.__setattr__(self,'absolute_cps',absolute_cps)
  __dataclass_builtins_object__.__setattr__(self,'absolute_on',absolute_on)
  __dataclass_builtins_object__.__setattr__(self,'group_capping',group_capping)
  __dataclass_builtins_object__.__setattr__(self,'defined_msu',defined_msu)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'available_cps',available_cps)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_models, _type_families, _type_rated, _type_built_in, _type_unknown, _type_measured, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rated, _dflt_built_in, _dflt_unknown, _dflt_measured, _return_type):
 def __init__(self,name:_type_name,models:_type_models,families:_type_families,rated:_type_rated=_dflt_rated,built_in:_type_built_in=_dflt_built_in,unknown:_type_unknown=_HAS_DEFAULT_FACTORY,measured:_type_measured=_dflt_measured)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'models',models)
  __dataclass_builtins_object__.__setattr__(self,'families',families)
  __dataclass_builtins_object__.__setattr__(self,'rated',rated)
  __dataclass_builtins_object__.__setattr__(self,'built_in',built_in)
  __dataclass_builtins_object__.__setattr__(self,'unknown',_dflt_unknown() if unknown is _HAS_DEFAULT_FACTORY else unknown)
  __dataclass_builtins_object__.__setattr__(self,'measured',measured)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_notes, _type_cost_method, _type_variables, _type_assumptions, _type_coefficient_overrides, _type_capacity_table, _type_catalog_record, _type_scenarios, _type_extra, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_notes, _dflt_cost_method, _dflt_variables, _dflt_assumptions, _dflt_coefficient_overrides, _dflt_capacity_table, _dflt_catalog_record, _dflt_scenarios, _dflt_extra, _return_type):
 def __init__(self,name:_type_name=_dflt_name,notes:_type_notes=_dflt_notes,cost_method:_type_cost_method=_dflt_cost_method,variables:_type_variables=_HAS_DEFAULT_FACTORY,assumptions:_type_assumptions=_HAS_DEFAULT_FACTORY,coefficient_overrides:_type_coefficient_overrides=_HAS_DEFAULT_FACTORY,capacity_table:_type_capacity_table=_dflt_capacity_table,catalog_record:_type_catalog_record=_dflt_catalog_record,scenarios:_type_scenarios=_HAS_DEFAULT_FACTORY,extra:_type_extra=_HAS_DEFAULT_FACTORY)->_return_type:
  self.name=name
  self.notes=notes
  self.cost_method=cost_method
  self.variables=_dflt_variables() if variables is _HAS_DEFAULT_FACTORY else variables
  self.assumptions=_dflt_assumptions() if assumptions is _HAS_DEFAULT_FACTORY else assumptions
  self.coefficient_overrides=_dflt_coefficient_overrides() if coefficient_overrides is _HAS_DEFAULT_FACTORY else coefficient_overrides
  self.capacity_table=capacity_table
  self.catalog_record=catalog_record
  self.scenarios=_dflt_scenarios() if scenarios is _HAS_DEFAULT_FACTORY else scenarios
  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_own, _type_dedicated, _type_logical, _type_share_of_pool, _type_entitled, _type_gets, _type_demand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,own:_type_own,dedicated:_type_dedicated,logical:_type_logical,share_of_pool:_type_share_of_pool,entitled:_type_entitled,gets:_type_gets,demand:_type_demand)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'own',own)
  __dataclass_builtins_object__.__setattr__(self,'dedicated',dedicated)
  __dataclass_builtins_object__.__setattr__(self,'logical',logical)
  __dataclass_builtins_object__.__setattr__(self,'share_of_pool',share_of_pool)
  __dataclass_builtins_object__.__setattr__(self,'entitled',entitled)
  __dataclass_builtins_object__.__setattr__(self,'gets',gets)
  __dataclass_builtins_object__.__setattr__(self,'demand',demand)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_name, _type_weight, _type_logical, _type_busy_pct, _type_initial_capping, _type_absolute, _type_defined, _type_work, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_initial_capping, _dflt_absolute, _dflt_defined, _dflt_work, _return_type):
 def __init__(self,name:_type_name,weight:_type_weight,logical:_type_logical,busy_pct:_type_busy_pct,initial_capping:_type_initial_capping=_dflt_initial_capping,absolute:_type_absolute=_dflt_absolute,defined:_type_defined=_dflt_defined,work:_type_work=_dflt_work)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'weight',weight)
  __dataclass_builtins_object__.__setattr__(self,'logical',logical)
  __dataclass_builtins_object__.__setattr__(self,'busy_pct',busy_pct)
  __dataclass_builtins_object__.__setattr__(self,'initial_capping',initial_capping)
  __dataclass_builtins_object__.__setattr__(self,'absolute',absolute)
  __dataclass_builtins_object__.__setattr__(self,'defined',defined)
  __dataclass_builtins_object__.__setattr__(self,'work',work)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_node, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,node:_type_node,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'node',node)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_numbers, _type_others, _type_columns, _type_decimals, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_columns, _dflt_decimals, _return_type):
 def __init__(self,numbers:_type_numbers,others:_type_others,columns:_type_columns=_dflt_columns,decimals:_type_decimals=_dflt_decimals)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'numbers',numbers)
  __dataclass_builtins_object__.__setattr__(self,'others',others)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'decimals',decimals)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_offers, _type_set_aside, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_offers, _dflt_set_aside, _return_type):
 def __init__(self,offers:_type_offers=_HAS_DEFAULT_FACTORY,set_aside:_type_set_aside=_HAS_DEFAULT_FACTORY)->_return_type:
  self.offers=_dflt_offers() if offers is _HAS_DEFAULT_FACTORY else offers
  self.set_aside=_dflt_set_aside() if set_aside is _HAS_DEFAULT_FACTORY else set_aside
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_op, _type_left, _type_right, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,op:_type_op,left:_type_left,right:_type_right)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'op',op)
  __dataclass_builtins_object__.__setattr__(self,'left',left)
  __dataclass_builtins_object__.__setattr__(self,'right',right)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_op, _type_operand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,op:_type_op,operand:_type_operand)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'op',op)
  __dataclass_builtins_object__.__setattr__(self,'operand',operand)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_opening, _type_skeleton, _type_contents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,opening:_type_opening,skeleton:_type_skeleton,contents:_type_contents)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'opening',opening)
  __dataclass_builtins_object__.__setattr__(self,'skeleton',skeleton)
  __dataclass_builtins_object__.__setattr__(self,'contents',contents)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_orientation, _type_ops, _type_filled, _type_widest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ops, _dflt_filled, _dflt_widest, _return_type):
 def __init__(self,orientation:_type_orientation,ops:_type_ops=_HAS_DEFAULT_FACTORY,filled:_type_filled=_dflt_filled,widest:_type_widest=_dflt_widest)->_return_type:
  self.orientation=orientation
  self.ops=_dflt_ops() if ops is _HAS_DEFAULT_FACTORY else ops
  self.filled=filled
  self.widest=widest
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_output, _type_formula, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,output:_type_output,formula:_type_formula)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'output',output)
  __dataclass_builtins_object__.__setattr__(self,'formula',formula)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_outputs, _type_inputs, _type_formula, _type_function, _type_reads, _type_live, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reads, _dflt_live, _return_type):
 def __init__(self,outputs:_type_outputs,inputs:_type_inputs,formula:_type_formula,function:_type_function,reads:_type_reads=_dflt_reads,live:_type_live=_dflt_live)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'outputs',outputs)
  __dataclass_builtins_object__.__setattr__(self,'inputs',inputs)
  __dataclass_builtins_object__.__setattr__(self,'formula',formula)
  __dataclass_builtins_object__.__setattr__(self,'function',function)
  __dataclass_builtins_object__.__setattr__(self,'reads',reads)
  __dataclass_builtins_object__.__setattr__(self,'live',live)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_parts_mean_ms, _type_published_totals_mean_ms, _type_stated_average_ms, _type_stated_vs_parts_pct, _type_totals_vs_parts_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,parts_mean_ms:_type_parts_mean_ms,published_totals_mean_ms:_type_published_totals_mean_ms,stated_average_ms:_type_stated_average_ms,stated_vs_parts_pct:_type_stated_vs_parts_pct,totals_vs_parts_pct:_type_totals_vs_parts_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'parts_mean_ms',parts_mean_ms)
  __dataclass_builtins_object__.__setattr__(self,'published_totals_mean_ms',published_totals_mean_ms)
  __dataclass_builtins_object__.__setattr__(self,'stated_average_ms',stated_average_ms)
  __dataclass_builtins_object__.__setattr__(self,'stated_vs_parts_pct',stated_vs_parts_pct)
  __dataclass_builtins_object__.__setattr__(self,'totals_vs_parts_pct',totals_vs_parts_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_path, _type_plan_name, _type_original, _type_saved_at, _type_original_state, _type_original_state_from, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_original_state, _dflt_original_state_from, _return_type):
 def __init__(self,path:_type_path,plan_name:_type_plan_name,original:_type_original,saved_at:_type_saved_at,original_state:_type_original_state=_dflt_original_state,original_state_from:_type_original_state_from=_dflt_original_state_from)->_return_type:
  self.path=path
  self.plan_name=plan_name
  self.original=original
  self.saved_at=saved_at
  self.original_state=original_state
  self.original_state_from=original_state_from
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_path, _type_reason, _type_opens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path:_type_path,reason:_type_reason,opens:_type_opens)->_return_type:
  self.path=path
  self.reason=reason
  self.opens=opens
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_physical, _type_shared, _type_lpars, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,physical:_type_physical,shared:_type_shared,lpars:_type_lpars)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'physical',physical)
  __dataclass_builtins_object__.__setattr__(self,'shared',shared)
  __dataclass_builtins_object__.__setattr__(self,'lpars',lpars)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_places, _type_group_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_places, _dflt_group_of, _return_type):
 def __init__(self,places:_type_places=_HAS_DEFAULT_FACTORY,group_of:_type_group_of=_HAS_DEFAULT_FACTORY)->_return_type:
  self.places=_dflt_places() if places is _HAS_DEFAULT_FACTORY else places
  self.group_of=_dflt_group_of() if group_of is _HAS_DEFAULT_FACTORY else group_of
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_plan, _type_interval, _type_mappings, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):
 def __init__(self,plan:_type_plan,interval:_type_interval,mappings:_type_mappings,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:
  self.plan=plan
  self.interval=interval
  self.mappings=mappings
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_plan, _type_path, _type_migrated_from, _type_warnings, _type_disk_state, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_migrated_from, _dflt_warnings, _dflt_disk_state, _return_type):
 def __init__(self,plan:_type_plan,path:_type_path,migrated_from:_type_migrated_from=_dflt_migrated_from,warnings:_type_warnings=_HAS_DEFAULT_FACTORY,disk_state:_type_disk_state=_dflt_disk_state)->_return_type:
  self.plan=plan
  self.path=path
  self.migrated_from=migrated_from
  self.warnings=_dflt_warnings() if warnings is _HAS_DEFAULT_FACTORY else warnings
  self.disk_state=disk_state
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_plan, _type_resolved, _type_table, _type_env, _type_ctx, _type_issues, _type_space_names, _type_catalog, _type_speed_notes, _type_shape, _type_internal_error, _type__issue_index, _type_limits_of, _type__limits, _type__limits_lock, _type__daily, _type__one_region, _type__inputs, _type__curve, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_issues, _dflt_space_names, _dflt_catalog, _dflt_speed_notes, _dflt_shape, _dflt_internal_error, _dflt__issue_index, _dflt_limits_of, _dflt__limits, _dflt__limits_lock, _dflt__daily, _dflt__one_region, _dflt__inputs, _dflt__curve, _return_type):
 def __init__(self,plan:_type_plan,resolved:_type_resolved,table:_type_table,env:_type_env,ctx:_type_ctx,issues:_type_issues=_HAS_DEFAULT_FACTORY,space_names:_type_space_names=_dflt_space_names,catalog:_type_catalog=_dflt_catalog,speed_notes:_type_speed_notes=_HAS_DEFAULT_FACTORY,shape:_type_shape=_dflt_shape,internal_error:_type_internal_error=_dflt_internal_error,_issue_index:_type__issue_index=_dflt__issue_index,limits_of:_type_limits_of=_dflt_limits_of,_limits:_type__limits=_dflt__limits,_limits_lock:_type__limits_lock=_HAS_DEFAULT_FACTORY,_daily:_type__daily=_dflt__daily,_one_region:_type__one_region=_HAS_DEFAULT_FACTORY,_inputs:_type__inputs=_dflt__inputs,_curve:_type__curve=_dflt__curve)->_return_type:
  self.plan=plan
  self.resolved=resolved
  self.table=table
  self.env=env
  self.ctx=ctx
  self.issues=_dflt_issues() if issues is _HAS_DEFAULT_FACTORY else issues
  self.space_names=space_names
  self.catalog=catalog
  self.speed_notes=_dflt_speed_notes() if speed_notes is _HAS_DEFAULT_FACTORY else speed_notes
  self.shape=shape
  self.internal_error=internal_error
  self._issue_index=_issue_index
  self.limits_of=limits_of
  self._limits=_limits
  self._limits_lock=_dflt__limits_lock() if _limits_lock is _HAS_DEFAULT_FACTORY else _limits_lock
  self._daily=_daily
  self._one_region=_dflt__one_region() if _one_region is _HAS_DEFAULT_FACTORY else _one_region
  self._inputs=_inputs
  self._curve=_curve
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_plan_cps, _type_machine_ziips, _type_partitions, _type_overfull, _type_remedy, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_overfull, _dflt_remedy, _return_type):
 def __init__(self,plan_cps:_type_plan_cps,machine_ziips:_type_machine_ziips,partitions:_type_partitions,overfull:_type_overfull=_dflt_overfull,remedy:_type_remedy=_dflt_remedy)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'plan_cps',plan_cps)
  __dataclass_builtins_object__.__setattr__(self,'machine_ziips',machine_ziips)
  __dataclass_builtins_object__.__setattr__(self,'partitions',partitions)
  __dataclass_builtins_object__.__setattr__(self,'overfull',overfull)
  __dataclass_builtins_object__.__setattr__(self,'remedy',remedy)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_point, _type_low, _type_median, _type_high, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,point:_type_point,low:_type_low,median:_type_median,high:_type_high)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'point',point)
  __dataclass_builtins_object__.__setattr__(self,'low',low)
  __dataclass_builtins_object__.__setattr__(self,'median',median)
  __dataclass_builtins_object__.__setattr__(self,'high',high)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_rates, _type_existing, _type_hour_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,rates:_type_rates,existing:_type_existing,hour_of:_type_hour_of)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rates',rates)
  __dataclass_builtins_object__.__setattr__(self,'existing',existing)
  __dataclass_builtins_object__.__setattr__(self,'hour_of',hour_of)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_regression, _type_release, _type_category, _type_lspr, _type_payload, _type_xml, _type_spill, _type_coverage, _type_app, _type_link_cpu, _type_link_tor, _type_link_latency, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,regression:_type_regression,release:_type_release,category:_type_category,lspr:_type_lspr,payload:_type_payload,xml:_type_xml,spill:_type_spill,coverage:_type_coverage,app:_type_app,link_cpu:_type_link_cpu,link_tor:_type_link_tor,link_latency:_type_link_latency)->_return_type:
  self.regression=regression
  self.release=release
  self.category=category
  self.lspr=lspr
  self.payload=payload
  self.xml=xml
  self.spill=spill
  self.coverage=coverage
  self.app=app
  self.link_cpu=link_cpu
  self.link_tor=link_tor
  self.link_latency=link_latency
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_relative_pct, _type_absolute_pct, _type_min_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_relative_pct, _dflt_absolute_pct, _dflt_min_rows, _return_type):
 def __init__(self,relative_pct:_type_relative_pct=_dflt_relative_pct,absolute_pct:_type_absolute_pct=_dflt_absolute_pct,min_rows:_type_min_rows=_dflt_min_rows)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'relative_pct',relative_pct)
  __dataclass_builtins_object__.__setattr__(self,'absolute_pct',absolute_pct)
  __dataclass_builtins_object__.__setattr__(self,'min_rows',min_rows)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_resp_factor, _type_resp_margin_ms, _type_cost_rise_pct, _type_min_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_resp_factor, _dflt_resp_margin_ms, _dflt_cost_rise_pct, _dflt_min_rows, _return_type):
 def __init__(self,resp_factor:_type_resp_factor=_dflt_resp_factor,resp_margin_ms:_type_resp_margin_ms=_dflt_resp_margin_ms,cost_rise_pct:_type_cost_rise_pct=_dflt_cost_rise_pct,min_rows:_type_min_rows=_dflt_min_rows)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'resp_factor',resp_factor)
  __dataclass_builtins_object__.__setattr__(self,'resp_margin_ms',resp_margin_ms)
  __dataclass_builtins_object__.__setattr__(self,'cost_rise_pct',cost_rise_pct)
  __dataclass_builtins_object__.__setattr__(self,'min_rows',min_rows)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_result, _type_catalog, _type_curve, _type_shown, _type_axis, _type_summary, _type_points, _type_failure, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_curve, _dflt_shown, _dflt_axis, _dflt_summary, _dflt_points, _dflt_failure, _return_type):
 def __init__(self,result:_type_result,catalog:_type_catalog,curve:_type_curve=_dflt_curve,shown:_type_shown=_dflt_shown,axis:_type_axis=_dflt_axis,summary:_type_summary=_dflt_summary,points:_type_points=_dflt_points,failure:_type_failure=_dflt_failure)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'result',result)
  __dataclass_builtins_object__.__setattr__(self,'catalog',catalog)
  __dataclass_builtins_object__.__setattr__(self,'curve',curve)
  __dataclass_builtins_object__.__setattr__(self,'shown',shown)
  __dataclass_builtins_object__.__setattr__(self,'axis',axis)
  __dataclass_builtins_object__.__setattr__(self,'summary',summary)
  __dataclass_builtins_object__.__setattr__(self,'points',points)
  __dataclass_builtins_object__.__setattr__(self,'failure',failure)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_root, _type_files, _type_parsed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_files, _dflt_parsed, _return_type):
 def __init__(self,root:_type_root,files:_type_files=_HAS_DEFAULT_FACTORY,parsed:_type_parsed=_dflt_parsed)->_return_type:
  self.root=root
  self.files=_dflt_files() if files is _HAS_DEFAULT_FACTORY else files
  self.parsed=parsed
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_row, _type_group, _type_share, _type_link, _type_commarea_in_bytes, _type_commarea_out_bytes, _type_free, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_free, _return_type):
 def __init__(self,row:_type_row,group:_type_group,share:_type_share,link:_type_link,commarea_in_bytes:_type_commarea_in_bytes,commarea_out_bytes:_type_commarea_out_bytes,free:_type_free=_dflt_free)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'group',group)
  __dataclass_builtins_object__.__setattr__(self,'share',share)
  __dataclass_builtins_object__.__setattr__(self,'link',link)
  __dataclass_builtins_object__.__setattr__(self,'commarea_in_bytes',commarea_in_bytes)
  __dataclass_builtins_object__.__setattr__(self,'commarea_out_bytes',commarea_out_bytes)
  __dataclass_builtins_object__.__setattr__(self,'free',free)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_row, _type_lpar, _type_cp_pci, _type_ziip_pci, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,row:_type_row,lpar:_type_lpar,cp_pci:_type_cp_pci,ziip_pci:_type_ziip_pci)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'lpar',lpar)
  __dataclass_builtins_object__.__setattr__(self,'cp_pci',cp_pci)
  __dataclass_builtins_object__.__setattr__(self,'ziip_pci',ziip_pci)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_rows, _type_issues, _type_more_issues, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_issues, _dflt_more_issues, _return_type):
 def __init__(self,rows:_type_rows,issues:_type_issues=_HAS_DEFAULT_FACTORY,more_issues:_type_more_issues=_dflt_more_issues)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
  __dataclass_builtins_object__.__setattr__(self,'issues',_dflt_issues() if issues is _HAS_DEFAULT_FACTORY else issues)
  __dataclass_builtins_object__.__setattr__(self,'more_issues',more_issues)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_samples, _type_seed, _type_sources, _type_totals, _type_workloads, _type_max_tps, _type_binding_share, _type_headline, _type_headline_point, _type_point_percentile, _type_fit_share, _type_tornado, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_totals, _dflt_workloads, _dflt_max_tps, _dflt_binding_share, _dflt_headline, _dflt_headline_point, _dflt_point_percentile, _dflt_fit_share, _dflt_tornado, _dflt_notes, _return_type):
 def __init__(self,samples:_type_samples,seed:_type_seed,sources:_type_sources,totals:_type_totals=_HAS_DEFAULT_FACTORY,workloads:_type_workloads=_HAS_DEFAULT_FACTORY,max_tps:_type_max_tps=_dflt_max_tps,binding_share:_type_binding_share=_HAS_DEFAULT_FACTORY,headline:_type_headline=_dflt_headline,headline_point:_type_headline_point=_dflt_headline_point,point_percentile:_type_point_percentile=_dflt_point_percentile,fit_share:_type_fit_share=_dflt_fit_share,tornado:_type_tornado=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:
  self.samples=samples
  self.seed=seed
  self.sources=sources
  self.totals=_dflt_totals() if totals is _HAS_DEFAULT_FACTORY else totals
  self.workloads=_dflt_workloads() if workloads is _HAS_DEFAULT_FACTORY else workloads
  self.max_tps=max_tps
  self.binding_share=_dflt_binding_share() if binding_share is _HAS_DEFAULT_FACTORY else binding_share
  self.headline=headline
  self.headline_point=headline_point
  self.point_percentile=point_percentile
  self.fit_share=fit_share
  self.tornado=_dflt_tornado() if tornado is _HAS_DEFAULT_FACTORY else tornado
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_scenario, _type_name, _type_ingress, _type_tps, _type_cpu_ms_per_tran, _type_cpu_pct, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,scenario:_type_scenario,name:_type_name,ingress:_type_ingress,tps:_type_tps,cpu_ms_per_tran:_type_cpu_ms_per_tran,cpu_pct:_type_cpu_pct)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'ingress',ingress)
  __dataclass_builtins_object__.__setattr__(self,'tps',tps)
  __dataclass_builtins_object__.__setattr__(self,'cpu_ms_per_tran',cpu_ms_per_tran)
  __dataclass_builtins_object__.__setattr__(self,'cpu_pct',cpu_pct)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_scenario, _type_names, _type_ingress, _type_model_ids, _type_model_index, _type_tps, _type_payload_in_bytes, _type_payload_out_bytes, _type_region_names, _type_group_index, _type_groups, _type_valid, _type_hardware, _type_variables, _type_assumptions, _type_cost_method, _type_issues, _type_machine, _type_machine_table, _type_provenance, _type_channel, _type_tls_mode, _type_xml_in, _type_xml_out, _type_xml_tag_bytes, _type_servers, _type_app_gcp_ms, _type_app_qr_ms, _type_app_ziip_ms, _type_app_cp_ratio, _type_app_ziip_ratio, _type_app_basis, _type_other_latency_ms, _type_response_target_ms, _type_response_target_factor, _type_app_qr_share, _type_app_reference, _type_app_cpu_source, _type_uss_overhead, _type_speed_cache, _type_partitions, _type_sharing, _type_group_lpars, _type_routes, _type_overridden, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_provenance, _dflt_channel, _dflt_tls_mode, _dflt_xml_in, _dflt_xml_out, _dflt_xml_tag_bytes, _dflt_servers, _dflt_app_gcp_ms, _dflt_app_qr_ms, _dflt_app_ziip_ms, _dflt_app_cp_ratio, _dflt_app_ziip_ratio, _dflt_app_basis, _dflt_other_latency_ms, _dflt_response_target_ms, _dflt_response_target_factor, _dflt_app_qr_share, _dflt_app_reference, _dflt_app_cpu_source, _dflt_uss_overhead, _dflt_speed_cache, _dflt_partitions, _dflt_sharing, _dflt_group_lpars, _dflt_routes, _dflt_overridden, _return_type):
 def __init__(self,scenario:_type_scenario,names:_type_names,ingress:_type_ingress,model_ids:_type_model_ids,model_index:_type_model_index,tps:_type_tps,payload_in_bytes:_type_payload_in_bytes,payload_out_bytes:_type_payload_out_bytes,region_names:_type_region_names,group_index:_type_group_index,groups:_type_groups,valid:_type_valid,hardware:_type_hardware,variables:_type_variables,assumptions:_type_assumptions,cost_method:_type_cost_method,issues:_type_issues,machine:_type_machine,machine_table:_type_machine_table,provenance:_type_provenance=_HAS_DEFAULT_FACTORY,channel:_type_channel=_HAS_DEFAULT_FACTORY,tls_mode:_type_tls_mode=_HAS_DEFAULT_FACTORY,xml_in:_type_xml_in=_HAS_DEFAULT_FACTORY,xml_out:_type_xml_out=_HAS_DEFAULT_FACTORY,xml_tag_bytes:_type_xml_tag_bytes=_HAS_DEFAULT_FACTORY,servers:_type_servers=_HAS_DEFAULT_FACTORY,app_gcp_ms:_type_app_gcp_ms=_HAS_DEFAULT_FACTORY,app_qr_ms:_type_app_qr_ms=_HAS_DEFAULT_FACTORY,app_ziip_ms:_type_app_ziip_ms=_HAS_DEFAULT_FACTORY,app_cp_ratio:_type_app_cp_ratio=_HAS_DEFAULT_FACTORY,app_ziip_ratio:_type_app_ziip_ratio=_HAS_DEFAULT_FACTORY,app_basis:_type_app_basis=_HAS_DEFAULT_FACTORY,other_latency_ms:_type_other_latency_ms=_HAS_DEFAULT_FACTORY,response_target_ms:_type_response_target_ms=_HAS_DEFAULT_FACTORY,response_target_factor:_type_response_target_factor=_HAS_DEFAULT_FACTORY,app_qr_share:_type_app_qr_share=_HAS_DEFAULT_FACTORY,app_reference:_type_app_reference=_HAS_DEFAULT_FACTORY,app_cpu_source:_type_app_cpu_source=_HAS_DEFAULT_FACTORY,uss_overhead:_type_uss_overhead=_HAS_DEFAULT_FACTORY,speed_cache:_type_speed_cache=_HAS_DEFAULT_FACTORY,partitions:_type_partitions=_HAS_DEFAULT_FACTORY,sharing:_type_sharing=_dflt_sharing,group_lpars:_type_group_lpars=_HAS_DEFAULT_FACTORY,routes:_type_routes=_HAS_DEFAULT_FACTORY,overridden:_type_overridden=_dflt_overridden)->_return_type:
  self.scenario=scenario
  self.names=names
  self.ingress=ingress
  self.model_ids=model_ids
  self.model_index=model_index
  self.tps=tps
  self.payload_in_bytes=payload_in_bytes
  self.payload_out_bytes=payload_out_bytes
  self.region_names=region_names
  self.group_index=group_index
  self.groups=groups
  self.valid=valid
  self.hardware=hardware
  self.variables=variables
  self.assumptions=assumptions
  self.cost_method=cost_method
  self.issues=issues
  self.machine=machine
  self.machine_table=machine_table
  self.provenance=_dflt_provenance() if provenance is _HAS_DEFAULT_FACTORY else provenance
  self.channel=_dflt_channel() if channel is _HAS_DEFAULT_FACTORY else channel
  self.tls_mode=_dflt_tls_mode() if tls_mode is _HAS_DEFAULT_FACTORY else tls_mode
  self.xml_in=_dflt_xml_in() if xml_in is _HAS_DEFAULT_FACTORY else xml_in
  self.xml_out=_dflt_xml_out() if xml_out is _HAS_DEFAULT_FACTORY else xml_out
  self.xml_tag_bytes=_dflt_xml_tag_bytes() if xml_tag_bytes is _HAS_DEFAULT_FACTORY else xml_tag_bytes
  self.servers=_dflt_servers() if servers is _HAS_DEFAULT_FACTORY else servers
  self.app_gcp_ms=_dflt_app_gcp_ms() if app_gcp_ms is _HAS_DEFAULT_FACTORY else app_gcp_ms
  self.app_qr_ms=_dflt_app_qr_ms() if app_qr_ms is _HAS_DEFAULT_FACTORY else app_qr_ms
  self.app_ziip_ms=_dflt_app_ziip_ms() if app_ziip_ms is _HAS_DEFAULT_FACTORY else app_ziip_ms
  self.app_cp_ratio=_dflt_app_cp_ratio() if app_cp_ratio is _HAS_DEFAULT_FACTORY else app_cp_ratio
  self.app_ziip_ratio=_dflt_app_ziip_ratio() if app_ziip_ratio is _HAS_DEFAULT_FACTORY else app_ziip_ratio
  self.app_basis=_dflt_app_basis() if app_basis is _HAS_DEFAULT_FACTORY else app_basis
  self.other_latency_ms=_dflt_other_latency_ms() if other_latency_ms is _HAS_DEFAULT_FACTORY else other_latency_ms
  self.response_target_ms=_dflt_response_target_ms() if response_target_ms is _HAS_DEFAULT_FACTORY else response_target_ms
  self.response_target_factor=_dflt_response_target_factor() if response_target_factor is _HAS_DEFAULT_FACTORY else response_target_factor
  self.app_qr_share=_dflt_app_qr_share() if app_qr_share is _HAS_DEFAULT_FACTORY else app_qr_share
  self.app_reference=_dflt_app_reference() if app_reference is _HAS_DEFAULT_FACTORY else app_reference
  self.app_cpu_source=_dflt_app_cpu_source() if app_cpu_source is _HAS_DEFAULT_FACTORY else app_cpu_source
  self.uss_overhead=_dflt_uss_overhead() if uss_overhead is _HAS_DEFAULT_FACTORY else uss_overhead
  self.speed_cache=_dflt_speed_cache() if speed_cache is _HAS_DEFAULT_FACTORY else speed_cache
  self.partitions=_dflt_partitions() if partitions is _HAS_DEFAULT_FACTORY else partitions
  self.sharing=sharing
  self.group_lpars=_dflt_group_lpars() if group_lpars is _HAS_DEFAULT_FACTORY else group_lpars
  self.routes=_dflt_routes() if routes is _HAS_DEFAULT_FACTORY else routes
  self.overridden=overridden
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_scenario, _type_table, _type_row, _type_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,scenario:_type_scenario,table:_type_table,row:_type_row,key:_type_key)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)
  __dataclass_builtins_object__.__setattr__(self,'table',table)
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'key',key)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_scenarios, _type_rows, _type_notes, _type_not_in_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _dflt_notes, _dflt_not_in_base, _return_type):
 def __init__(self,scenarios:_type_scenarios,rows:_type_rows=_HAS_DEFAULT_FACTORY,notes:_type_notes=_HAS_DEFAULT_FACTORY,not_in_base:_type_not_in_base=_HAS_DEFAULT_FACTORY)->_return_type:
  self.scenarios=scenarios
  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
  self.not_in_base=_dflt_not_in_base() if not_in_base is _HAS_DEFAULT_FACTORY else not_in_base
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_section, _type_label, _type_unit, _type_values, _type_better, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_better, _return_type):
 def __init__(self,section:_type_section,label:_type_label,unit:_type_unit,values:_type_values,better:_type_better=_dflt_better)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'section',section)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'values',values)
  __dataclass_builtins_object__.__setattr__(self,'better',better)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_series, _type_quantity, _type_itr_source, _type_fit, _type_machines, _type_machine, _type_category, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,series:_type_series,quantity:_type_quantity,itr_source:_type_itr_source,fit:_type_fit,machines:_type_machines,machine:_type_machine,category:_type_category)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'series',series)
  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)
  __dataclass_builtins_object__.__setattr__(self,'itr_source',itr_source)
  __dataclass_builtins_object__.__setattr__(self,'fit',fit)
  __dataclass_builtins_object__.__setattr__(self,'machines',machines)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'category',category)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_settings, _type_table, _type_model, _type_toml_text, _type_fitted, _type_published, _type_flags, _type_residuals_pct, _type_rule, _type_outlier_rule, _type_outliers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_outliers, _return_type):
 def __init__(self,settings:_type_settings,table:_type_table,model:_type_model,toml_text:_type_toml_text,fitted:_type_fitted,published:_type_published,flags:_type_flags,residuals_pct:_type_residuals_pct,rule:_type_rule,outlier_rule:_type_outlier_rule,outliers:_type_outliers=_HAS_DEFAULT_FACTORY)->_return_type:
  self.settings=settings
  self.table=table
  self.model=model
  self.toml_text=toml_text
  self.fitted=fitted
  self.published=published
  self.flags=flags
  self.residuals_pct=residuals_pct
  self.rule=rule
  self.outlier_rule=outlier_rule
  self.outliers=_dflt_outliers() if outliers is _HAS_DEFAULT_FACTORY else outliers
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_severity, _type_message, _type_scope, _type_index, _type_field, _type_name, _type_topic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_scope, _dflt_index, _dflt_field, _dflt_name, _dflt_topic, _return_type):
 def __init__(self,severity:_type_severity,message:_type_message,scope:_type_scope=_dflt_scope,index:_type_index=_dflt_index,field:_type_field=_dflt_field,name:_type_name=_dflt_name,topic:_type_topic=_dflt_topic)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'scope',scope)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'field',field)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'topic',topic)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_sheet, _type_column, _type_level, _type_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _return_type):
 def __init__(self,sheet:_type_sheet,column:_type_column,level:_type_level,rows:_type_rows=_HAS_DEFAULT_FACTORY)->_return_type:
  self.sheet=sheet
  self.column=column
  self.level=level
  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_sheet, _type_records, _type_errors, _type_ignored_columns, _type_rows_read, _type_columns, _type_record_rows, _type_kept_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_records, _dflt_errors, _dflt_ignored_columns, _dflt_rows_read, _dflt_columns, _dflt_record_rows, _dflt_kept_values, _return_type):
 def __init__(self,sheet:_type_sheet,records:_type_records=_HAS_DEFAULT_FACTORY,errors:_type_errors=_HAS_DEFAULT_FACTORY,ignored_columns:_type_ignored_columns=_HAS_DEFAULT_FACTORY,rows_read:_type_rows_read=_dflt_rows_read,columns:_type_columns=_HAS_DEFAULT_FACTORY,record_rows:_type_record_rows=_HAS_DEFAULT_FACTORY,kept_values:_type_kept_values=_HAS_DEFAULT_FACTORY)->_return_type:
  self.sheet=sheet
  self.records=_dflt_records() if records is _HAS_DEFAULT_FACTORY else records
  self.errors=_dflt_errors() if errors is _HAS_DEFAULT_FACTORY else errors
  self.ignored_columns=_dflt_ignored_columns() if ignored_columns is _HAS_DEFAULT_FACTORY else ignored_columns
  self.rows_read=rows_read
  self.columns=_dflt_columns() if columns is _HAS_DEFAULT_FACTORY else columns
  self.record_rows=_dflt_record_rows() if record_rows is _HAS_DEFAULT_FACTORY else record_rows
  self.kept_values=_dflt_kept_values() if kept_values is _HAS_DEFAULT_FACTORY else kept_values
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_source, _type_columns, _type_values, _type_decimals, _type_row_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,source:_type_source,columns:_type_columns,values:_type_values,decimals:_type_decimals,row_names:_type_row_names)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'values',values)
  __dataclass_builtins_object__.__setattr__(self,'decimals',decimals)
  __dataclass_builtins_object__.__setattr__(self,'row_names',row_names)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_source, _type_factor, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,source:_type_source,factor:_type_factor)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'factor',factor)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_source, _type_name, _type_at_low, _type_at_high, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,source:_type_source,name:_type_name,at_low:_type_at_low,at_high:_type_at_high)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'at_low',at_low)
  __dataclass_builtins_object__.__setattr__(self,'at_high',at_high)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_spaces, _type_byte_share, _type_eligible_byte_share, _type_reference_bytes, _type_byte_share_notes, _type_tls_handshake_ms, _type_tls_request_ms, _type_tls_encrypt_ms_per_byte, _type_tls_note, _type_own_tls_fixed_ms, _type_has_own_tls, _type_xml_in_ms, _type_xml_out_ms, _type_xml_in_eligible_ms, _type_xml_out_eligible_ms, _type_xml_note, _type_xml_reference_elements, _type_xml_base_elements, _type_xml_embedded_ms, _type_xml_embedded_eligible_ms, _type_qr_share, _type_qr_dispatch_ratio, _type_qr_basis, _type_qr_measured, _type_qr_notes, _type_qr_assumption, _type_so_ms, _type_so_byte_share, _type_so_reference_bytes, _type_so_note, _type_connections_per_tran, _type_handshakes_per_tran, _type_single_server_tps, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):
 def __init__(self,spaces:_type_spaces,byte_share:_type_byte_share,eligible_byte_share:_type_eligible_byte_share,reference_bytes:_type_reference_bytes,byte_share_notes:_type_byte_share_notes,tls_handshake_ms:_type_tls_handshake_ms,tls_request_ms:_type_tls_request_ms,tls_encrypt_ms_per_byte:_type_tls_encrypt_ms_per_byte,tls_note:_type_tls_note,own_tls_fixed_ms:_type_own_tls_fixed_ms,has_own_tls:_type_has_own_tls,xml_in_ms:_type_xml_in_ms,xml_out_ms:_type_xml_out_ms,xml_in_eligible_ms:_type_xml_in_eligible_ms,xml_out_eligible_ms:_type_xml_out_eligible_ms,xml_note:_type_xml_note,xml_reference_elements:_type_xml_reference_elements,xml_base_elements:_type_xml_base_elements,xml_embedded_ms:_type_xml_embedded_ms,xml_embedded_eligible_ms:_type_xml_embedded_eligible_ms,qr_share:_type_qr_share,qr_dispatch_ratio:_type_qr_dispatch_ratio,qr_basis:_type_qr_basis,qr_measured:_type_qr_measured,qr_notes:_type_qr_notes,qr_assumption:_type_qr_assumption,so_ms:_type_so_ms,so_byte_share:_type_so_byte_share,so_reference_bytes:_type_so_reference_bytes,so_note:_type_so_note,connections_per_tran:_type_connections_per_tran,handshakes_per_tran:_type_handshakes_per_tran,single_server_tps:_type_single_server_tps,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:
  self.spaces=spaces
  self.byte_share=byte_share
  self.eligible_byte_share=eligible_byte_share
  self.reference_bytes=reference_bytes
  self.byte_share_notes=byte_share_notes
  self.tls_handshake_ms=tls_handshake_ms
  self.tls_request_ms=tls_request_ms
  self.tls_encrypt_ms_per_byte=tls_encrypt_ms_per_byte
  self.tls_note=tls_note
  self.own_tls_fixed_ms=own_tls_fixed_ms
  self.has_own_tls=has_own_tls
  self.xml_in_ms=xml_in_ms
  self.xml_out_ms=xml_out_ms
  self.xml_in_eligible_ms=xml_in_eligible_ms
  self.xml_out_eligible_ms=xml_out_eligible_ms
  self.xml_note=xml_note
  self.xml_reference_elements=xml_reference_elements
  self.xml_base_elements=xml_base_elements
  self.xml_embedded_ms=xml_embedded_ms
  self.xml_embedded_eligible_ms=xml_embedded_eligible_ms
  self.qr_share=qr_share
  self.qr_dispatch_ratio=qr_dispatch_ratio
  self.qr_basis=qr_basis
  self.qr_measured=qr_measured
  self.qr_notes=qr_notes
  self.qr_assumption=qr_assumption
  self.so_ms=so_ms
  self.so_byte_share=so_byte_share
  self.so_reference_bytes=so_reference_bytes
  self.so_note=so_note
  self.connections_per_tran=connections_per_tran
  self.handshakes_per_tran=handshakes_per_tran
  self.single_server_tps=single_server_tps
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_start, _type_seconds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,start:_type_start,seconds:_type_seconds)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'start',start)
  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_table, _type_average_table, _type_columns, _type_rows, _type_published_average_ms, _type_published_average_excl_ziip_ms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_published_average_excl_ziip_ms, _return_type):
 def __init__(self,table:_type_table,average_table:_type_average_table,columns:_type_columns,rows:_type_rows,published_average_ms:_type_published_average_ms,published_average_excl_ziip_ms:_type_published_average_excl_ziip_ms=_dflt_published_average_excl_ziip_ms)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'table',table)
  __dataclass_builtins_object__.__setattr__(self,'average_table',average_table)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
  __dataclass_builtins_object__.__setattr__(self,'published_average_ms',published_average_ms)
  __dataclass_builtins_object__.__setattr__(self,'published_average_excl_ziip_ms',published_average_excl_ziip_ms)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_tag, _type_attrs, _type_line, _type_children, _type_pieces, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_children, _dflt_pieces, _return_type):
 def __init__(self,tag:_type_tag,attrs:_type_attrs,line:_type_line,children:_type_children=_HAS_DEFAULT_FACTORY,pieces:_type_pieces=_HAS_DEFAULT_FACTORY)->_return_type:
  self.tag=tag
  self.attrs=attrs
  self.line=line
  self.children=_dflt_children() if children is _HAS_DEFAULT_FACTORY else children
  self.pieces=_dflt_pieces() if pieces is _HAS_DEFAULT_FACTORY else pieces
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_target, _type_value, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,target:_type_target,value:_type_value,source:_type_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_text, _type_column, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_column, _return_type):
 def __init__(self,text:_type_text,column:_type_column=_dflt_column)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'column',column)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_text, _type_level, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_level, _return_type):
 def __init__(self,text:_type_text,level:_type_level=_dflt_level)->_return_type:
  self.text=text
  self.level=level
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_text, _type_style, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _return_type):
 def __init__(self,text:_type_text,style:_type_style=_dflt_style)->_return_type:
  self.text=text
  self.style=style
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_title, _type_blocks, _type_new_page, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_new_page, _return_type):
 def __init__(self,title:_type_title,blocks:_type_blocks,new_page:_type_new_page=_dflt_new_page)->_return_type:
  self.title=title
  self.blocks=blocks
  self.new_page=new_page
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_title, _type_families, _type_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,title:_type_title,families:_type_families,models:_type_models)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'families',families)
  __dataclass_builtins_object__.__setattr__(self,'models',models)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_title, _type_subtitle, _type_footer, _type_sections, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,title:_type_title,subtitle:_type_subtitle,footer:_type_footer,sections:_type_sections)->_return_type:
  self.title=title
  self.subtitle=subtitle
  self.footer=footer
  self.sections=sections
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_top_ms, _type_drawn, _type_above, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,top_ms:_type_top_ms,drawn:_type_drawn,above:_type_above)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'top_ms',top_ms)
  __dataclass_builtins_object__.__setattr__(self,'drawn',drawn)
  __dataclass_builtins_object__.__setattr__(self,'above',above)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_total_tps, _type_response_ms, _type_knee_tps, _type_planned_tps, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,total_tps:_type_total_tps,response_ms:_type_response_ms,knee_tps:_type_knee_tps,planned_tps:_type_planned_tps,names:_type_names)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'total_tps',total_tps)
  __dataclass_builtins_object__.__setattr__(self,'response_ms',response_ms)
  __dataclass_builtins_object__.__setattr__(self,'knee_tps',knee_tps)
  __dataclass_builtins_object__.__setattr__(self,'planned_tps',planned_tps)
  __dataclass_builtins_object__.__setattr__(self,'names',names)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_tps, _type_number, _type_colour, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,tps:_type_tps,number:_type_number,colour:_type_colour)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tps',tps)
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_tps, _type_row, _type_table, _type_machine, _type_saturating_tps, _type_saturating_row, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,tps:_type_tps,row:_type_row,table:_type_table,machine:_type_machine,saturating_tps:_type_saturating_tps,saturating_row:_type_saturating_row,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tps',tps)
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'table',table)
  __dataclass_builtins_object__.__setattr__(self,'machine',machine)
  __dataclass_builtins_object__.__setattr__(self,'saturating_tps',saturating_tps)
  __dataclass_builtins_object__.__setattr__(self,'saturating_row',saturating_row)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,value:_type_value)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'value',value)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_values, _type_extra, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_values, _dflt_extra, _return_type):
 def __init__(self,values:_type_values=_HAS_DEFAULT_FACTORY,extra:_type_extra=_HAS_DEFAULT_FACTORY)->_return_type:
  self.values=_dflt_values() if values is _HAS_DEFAULT_FACTORY else values
  self.extra=_dflt_extra() if extra is _HAS_DEFAULT_FACTORY else extra
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_weight, _type_total, _type_per_region, _type_factor, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,weight:_type_weight,total:_type_total,per_region:_type_per_region,factor:_type_factor)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weight',weight)
  __dataclass_builtins_object__.__setattr__(self,'total',total)
  __dataclass_builtins_object__.__setattr__(self,'per_region',per_region)
  __dataclass_builtins_object__.__setattr__(self,'factor',factor)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(_type_workload, _type_where, _type_row, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,workload:_type_workload,where:_type_where,row:_type_row)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'workload',workload)
  __dataclass_builtins_object__.__setattr__(self,'where',where)
  __dataclass_builtins_object__.__setattr__(self,'row',row)
 return __init__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('address_space','fixed_pct','total_ms','eligible_fixed_pct','eligible_ms','spill_share','derivation','rows_used','fit_total','fit_eligible',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('aor_ms','aor_eligible_ms','tor_ms','tor_eligible_ms','latency_ms','aor_qr_ms','tor_qr_ms',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('basis','factor','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('by_file',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('connections_per_tran','time_wait','full_handshakes_per_tran','tls_base','tls_mode','tls_addon','commarea_limit','channel_capable','single_server_tps','qr_time','qr_share','payload_measured_only',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('cp_share','row','etr','table',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('cpu_class','ended','cp_ms','ziip_on_cp_ms','ziip_ms',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('designation','table',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('document','machine','machine_description','lpar_cps','lpar_ziips','payload_in_bytes','payload_out_bytes','payload_note','network','releases','ziip_honor_priority','cipher','xml_elements_in','xml_elements_out','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('document','machine','machine_description','lspr_category','workload','itr_definition','driven_to','releases','units','runs','series','notes','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('document','where','used_for',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('file','kind','short','publisher','title','about','series','product','year','date',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('fixed_pct','slope_pct_per_tps','unconstrained_fixed_pct','fixed_forced_to_zero','r2','residuals_pct','rows_used',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('front_end','table','runid','cps','regions','terminals','plans','etr_tps','busy_pct','itr_published_tps','irlm_susp_k','db2_latch_per_s',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('func','args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('gcp_engines_per_tps','ziip_engines_per_tps','own_engines_per_tps','own_base_engines',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('header','kind','address_space',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('header','workload_key','cell_key',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('high','medium','low','medium_share',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','name','family','summary','description','etr_counts','coverage','reference','measurements','notes','extracts','path','shape','origin','provenance','digest',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('index','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('index','user_cells','flat','fixed','eligible','cell_fixed','cell_eligible',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('initial','absolute','group','defined_msu','wlm_capped_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('interval','sources','system','cpc','lpar','partition_name','partitions','classes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('intervals','files',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','cpu_from',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','header','spec','quantity',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','kind','description','unit','min','max','required','default','default_source','formula',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','unit','level','description',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','unit','threshold','base','explanation','read','quantity','workloads','at','threshold_key','base_key',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','unit','value','formula','with_values','inputs','where','note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','unit','value','threshold','max_factor','total_tps','explanation','assumptions',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','value','threshold','unit','fix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','label','value','unit','provenance',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','distribution','active',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','group','unit','default','description','argument','min','max','integer','choices','source','suggestions',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','scope','description',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','why','runs',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','busy_pct','logical','available','available_busy_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','demand','physical',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','fixed','moved',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','key','name','period','workload','description','intervals','seconds','ended','ended_per_s','response_ms','appl_cp_pct','appl_ziip_on_cp_pct','appl_ziip_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','name','period','workload','description','ended','ended_per_s','response_ms','execution_ms','queued_ms','appl_cp_pct','appl_ziip_on_cp_pct','appl_ziip_pct','cpu_s','srb_s','ziip_s','where',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','pool','own',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','where','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('label','cps','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('label','kind','address_space',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('lambda_tps','sigma','kappa',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('level','text','anchor','position',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('limits','binding','notes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('link','ms_by_space','eligible_ms_by_space','payload_in_bytes','payload_out_bytes','machine','lpar_cps','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('logical_cps','logical_ziips','cp_busy_pct','ziip_busy_pct','cp_mvs_busy_pct','ziip_mvs_busy_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('machine_type','model','hardware_model','capacity_msu','physical_cps','physical_ziips',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model','ziips','cp_busy_pct','ziip_busy_pct','spill_pct','binding_label','headroom_pct','shortfalls','hardware','lpar_msu','note','slowest_response_ms','slowest_workload','partitions','cp_busy','ziip_busy','saturated_on',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model_id','method','by_as','saturated','rule',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model_id','name','family','machine','lpar_cps','lpar_ziips','releases','counting','like','payload_in_bytes','payload_out_bytes','summary','network','measured_on',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('moved','shown',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('multipliers','tps','new_work_msu','lpar_msu','gcp_busy_pct','rolling_msu','msu_per_cp','unserved_msu',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('n_cps','fitted','low','high','std_err','lspr_only',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('n_cps','measured','params','at_bound','dof','covariance','loo',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('n_from','n_to','itr_per_cp_ratio','etr_per_cp_ratio','busy_from_pct','busy_to_pct','lspr_ratio','itr_per_cp_by_n',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','active','dedicated','weight','ziip_weight','logical_cps','logical_ziips','busy_pct','ziip_busy_pct','other_processors','msu_actual','capping',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','cp','ziip','caps','msu_per_cp','notes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','logical','dedicated','share_of_pool','entitled','ceiling','ceiling_by','guaranteed','available','given','vertical',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','logical','weight','dedicated','demand','initial_capping','absolute_cap','defined_cap',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','logical_cps','logical_ziips','weight','ziip_weight','busy_pct','ziip_busy_pct','dedicated','initial_capping','absolute_cps','absolute_on','group_capping','defined_msu','machine','available_cps',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','models','families','rated','built_in','unknown','measured',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','own','dedicated','logical','share_of_pool','entitled','gets','demand',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','weight','logical','busy_pct','initial_capping','absolute','defined','work',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('node','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('numbers','others','columns','decimals',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('op','left','right',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('op','operand',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('opening','skeleton','contents',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('output','formula',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('outputs','inputs','formula','function','reads','live',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('parts_mean_ms','published_totals_mean_ms','stated_average_ms','stated_vs_parts_pct','totals_vs_parts_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('physical','shared','lpars',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('plan_cps','machine_ziips','partitions','overfull','remedy',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('point','low','median','high',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rates','existing','hour_of',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('relative_pct','absolute_pct','min_rows',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('resp_factor','resp_margin_ms','cost_rise_pct','min_rows',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('result','catalog','curve','shown','axis','summary','points','failure',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('row','group','share','link','commarea_in_bytes','commarea_out_bytes','free',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('row','lpar','cp_pci','ziip_pci',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rows','issues','more_issues',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scenario','name','ingress','tps','cpu_ms_per_tran','cpu_pct',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scenario','table','row','key',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('section','label','unit','values','better',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('series','quantity','itr_source','fit','machines','machine','category',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('severity','message','scope','index','field','name','topic',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','columns','values','decimals','row_names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','factor',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','name','at_low','at_high',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('start','seconds',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('table','average_table','columns','rows','published_average_ms','published_average_excl_ziip_ms',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('target','value','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('text','column',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('title','families','models',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('top_ms','drawn','above',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('total_tps','response_ms','knee_tps','planned_tps','names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tps','number','colour',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tps','row','table','machine','saturating_tps','saturating_row','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weight','total','per_region','factor',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('workload','where','row',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('address_space','fixed_pct','total_ms','eligible_fixed_pct','eligible_ms','spill_share','derivation','rows_used','fit_total','fit_eligible',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('aor_ms','aor_eligible_ms','tor_ms','tor_eligible_ms','latency_ms','aor_qr_ms','tor_qr_ms',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('basis','factor','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('by_file',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('connections_per_tran','time_wait','full_handshakes_per_tran','tls_base','tls_mode','tls_addon','commarea_limit','channel_capable','single_server_tps','qr_time','qr_share','payload_measured_only',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('cp_share','row','etr','table',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('cpu_class','ended','cp_ms','ziip_on_cp_ms','ziip_ms',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('designation','table',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('document','machine','machine_description','lpar_cps','lpar_ziips','payload_in_bytes','payload_out_bytes','payload_note','network','releases','ziip_honor_priority','cipher','xml_elements_in','xml_elements_out','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('document','machine','machine_description','lspr_category','workload','itr_definition','driven_to','releases','units','runs','series','notes','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('document','where','used_for',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('file','kind','short','publisher','title','about','series','product','year','date',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('fixed_pct','slope_pct_per_tps','unconstrained_fixed_pct','fixed_forced_to_zero','r2','residuals_pct','rows_used',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('front_end','table','runid','cps','regions','terminals','plans','etr_tps','busy_pct','itr_published_tps','irlm_susp_k','db2_latch_per_s',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('func','args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('gcp_engines_per_tps','ziip_engines_per_tps','own_engines_per_tps','own_base_engines',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('header','kind','address_space',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('header','workload_key','cell_key',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('high','medium','low','medium_share',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','name','family','summary','description','etr_counts','coverage','reference','measurements','notes','extracts','path','shape','origin','provenance','digest',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('index','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('index','user_cells','flat','fixed','eligible','cell_fixed','cell_eligible',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('initial','absolute','group','defined_msu','wlm_capped_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('interval','sources','system','cpc','lpar','partition_name','partitions','classes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('intervals','files',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','cpu_from',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','header','spec','quantity',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','kind','description','unit','min','max','required','default','default_source','formula',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','unit','level','description',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','unit','threshold','base','explanation','read','quantity','workloads','at','threshold_key','base_key',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','unit','value','formula','with_values','inputs','where','note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','unit','value','threshold','max_factor','total_tps','explanation','assumptions',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','value','threshold','unit','fix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','label','value','unit','provenance',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','distribution','active',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','group','unit','default','description','argument','min','max','integer','choices','source','suggestions',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','scope','description',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','why','runs',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','busy_pct','logical','available','available_busy_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','demand','physical',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','fixed','moved',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','key','name','period','workload','description','intervals','seconds','ended','ended_per_s','response_ms','appl_cp_pct','appl_ziip_on_cp_pct','appl_ziip_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','name','period','workload','description','ended','ended_per_s','response_ms','execution_ms','queued_ms','appl_cp_pct','appl_ziip_on_cp_pct','appl_ziip_pct','cpu_s','srb_s','ziip_s','where',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','pool','own',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','where','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('label','cps','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('label','kind','address_space',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('lambda_tps','sigma','kappa',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('level','text','anchor','position',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('limits','binding','notes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('link','ms_by_space','eligible_ms_by_space','payload_in_bytes','payload_out_bytes','machine','lpar_cps','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('logical_cps','logical_ziips','cp_busy_pct','ziip_busy_pct','cp_mvs_busy_pct','ziip_mvs_busy_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('machine_type','model','hardware_model','capacity_msu','physical_cps','physical_ziips',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model','ziips','cp_busy_pct','ziip_busy_pct','spill_pct','binding_label','headroom_pct','shortfalls','hardware','lpar_msu','note','slowest_response_ms','slowest_workload','partitions','cp_busy','ziip_busy','saturated_on',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model_id','method','by_as','saturated','rule',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model_id','name','family','machine','lpar_cps','lpar_ziips','releases','counting','like','payload_in_bytes','payload_out_bytes','summary','network','measured_on',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('moved','shown',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('multipliers','tps','new_work_msu','lpar_msu','gcp_busy_pct','rolling_msu','msu_per_cp','unserved_msu',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('n_cps','fitted','low','high','std_err','lspr_only',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('n_cps','measured','params','at_bound','dof','covariance','loo',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('n_from','n_to','itr_per_cp_ratio','etr_per_cp_ratio','busy_from_pct','busy_to_pct','lspr_ratio','itr_per_cp_by_n',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','active','dedicated','weight','ziip_weight','logical_cps','logical_ziips','busy_pct','ziip_busy_pct','other_processors','msu_actual','capping',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','cp','ziip','caps','msu_per_cp','notes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','logical','dedicated','share_of_pool','entitled','ceiling','ceiling_by','guaranteed','available','given','vertical',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','logical','weight','dedicated','demand','initial_capping','absolute_cap','defined_cap',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','logical_cps','logical_ziips','weight','ziip_weight','busy_pct','ziip_busy_pct','dedicated','initial_capping','absolute_cps','absolute_on','group_capping','defined_msu','machine','available_cps',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','models','families','rated','built_in','unknown','measured',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','own','dedicated','logical','share_of_pool','entitled','gets','demand',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','weight','logical','busy_pct','initial_capping','absolute','defined','work',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('node','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('numbers','others','columns','decimals',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('op','left','right',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('op','operand',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('opening','skeleton','contents',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('output','formula',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('outputs','inputs','formula','function','reads','live',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('parts_mean_ms','published_totals_mean_ms','stated_average_ms','stated_vs_parts_pct','totals_vs_parts_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('physical','shared','lpars',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('plan_cps','machine_ziips','partitions','overfull','remedy',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('point','low','median','high',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rates','existing','hour_of',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('relative_pct','absolute_pct','min_rows',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('resp_factor','resp_margin_ms','cost_rise_pct','min_rows',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('result','catalog','curve','shown','axis','summary','points','failure',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('row','group','share','link','commarea_in_bytes','commarea_out_bytes','free',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('row','lpar','cp_pci','ziip_pci',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rows','issues','more_issues',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scenario','name','ingress','tps','cpu_ms_per_tran','cpu_pct',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scenario','table','row','key',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('section','label','unit','values','better',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('series','quantity','itr_source','fit','machines','machine','category',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('severity','message','scope','index','field','name','topic',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','columns','values','decimals','row_names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','factor',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','name','at_low','at_high',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('start','seconds',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('table','average_table','columns','rows','published_average_ms','published_average_excl_ziip_ms',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('target','value','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('text','column',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('title','families','models',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('top_ms','drawn','above',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('total_tps','response_ms','knee_tps','planned_tps','names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tps','number','colour',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tps','row','table','machine','saturating_tps','saturating_row','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weight','total','per_region','factor',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('workload','where','row',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_CODES.append(__create_fn__.__code__)

del __create_fn__


def codes():
    """Each text and the code of the ``__create_fn__`` it defines."""
    return dict(zip(TEXTS, _CODES, strict=True))
