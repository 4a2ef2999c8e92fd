;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l8
     (local.set $2
      (i32.const 0)
     )
     (loop $top3
      (block $brk4
       (if
        (i32.and
         (local.get $2)
         (i32.const 1)
        )
        (then
         (if
          (i32.ge_u
           (local.tee $3
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
             (local.get $2)
            )
           )
           (local.get $6)
          )
          (then
           (global.set $oob_site
            (i32.const 0)
           )
           (global.set $oob_index
            (local.get $3)
           )
           (return
            (i32.const 1)
           )
          )
         )
         (i32.store
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
          (local.get $0)
         )
         (br $brk4)
        )
       )
       (local.set $4
        (i32.sub
         (i32.const 0)
         (local.get $2)
        )
       )
       (if
        (i32.ge_u
         (local.tee $3
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (local.get $2)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (global.set $oob_index
          (local.get $3)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (i32.store
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $3)
          (i32.const 2)
         )
        )
        (local.get $4)
       )
      )
      (br_if $top3
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (i32.const 4)
       )
      )
     )
     (br_if $l8
      (i32.lt_s
       (local.tee $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l8
     (local.set $2
      (i32.const 0)
     )
     (loop $top3
      (block $brk4
       (if
        (i32.and
         (local.get $2)
         (i32.const 1)
        )
        (then
         (i32.store
          (i32.add
           (local.get $5)
           (i32.shl
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
             (local.get $2)
            )
            (i32.const 2)
           )
          )
          (local.get $0)
         )
         (br $brk4)
        )
       )
       (i32.store
        (i32.add
         (local.get $5)
         (i32.shl
          (i32.add
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
           (local.get $2)
          )
          (i32.const 2)
         )
        )
        (i32.sub
         (i32.const 0)
         (local.get $2)
        )
       )
      )
      (br_if $top3
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (i32.const 4)
       )
      )
     )
     (br_if $l8
      (i32.lt_s
       (local.tee $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
